import { closedClassForms, closedClassWords } from './closed-class-forms';
import type { DingLine, DingTerm } from './ding-line';
import { type Gender, grammarOfTags, type PartOfSpeech } from './part-of-speech';

export type EnglishTerm = { text: string; labels: string[] };

// One candidate sense: a single-word head of a Ding line (one of the synonyms of its first sub-entry)
// with the English terms of that line's first sub-entry.
export type DingSense = {
  lemma: string;
  pos: PartOfSpeech;
  gender: Gender | null;
  // Tagged {pl}: a plural head (Leute), or the plural of another noun listed as a head (Menschen).
  plural: boolean;
  en: EnglishTerm[];
  labels: string[];
  // Where the line stands in the file, where the lemma stands among the head's synonyms, how many
  // synonyms the head has and how many sub-entries (forms and examples) the line has: the main sense
  // of a word is usually its first line, written with the word first and with many examples.
  line: number;
  position: number;
  synonyms: number;
  subEntries: number;
  // Inflected forms the line spells out: a noun's plural, an adjective's comparison, a verb's
  // participles and person forms.
  forms: string[];
  // A noun read after its article ("die Polizei"), an interjection from an exclamation ("Hallo!").
  article?: true;
  exclaimed?: true;
  // Written by us (content/curated/meanings/de.tsv), not read from Ding.
  curated?: true;
};

// Object and reflexive placeholders around a verb or phrase head: "jdn. anrufen", "sich freuen", and
// an object's preposition: "sich an etw. erinnern", "sich in jdn. verlieben".
const placeholders =
  /(^|\s)((an|auf|aus|bei|für|gegen|in|mit|nach|über|um|von|vor|zu)\s+)?(sich|jdn\.|jdm\.|jds\.|etw\.|jdn\.\/etw\.|jdm\.\/etw\.|etw\.\/jdn\.)(?=\s|$)/g;
const singleWord = /^[A-Za-zÄÖÜäöüß]+(-[A-Za-zÄÖÜäöüß]+)*$/;

// The single word a head is, or null for a phrase. Only a verb sheds its placeholders: "in sich" is a
// phrase, not the preposition in.
export function headWord(text: string, verb = false): string | null {
  const word = (verb ? text.replace(placeholders, ' ') : text).trim();
  return singleWord.test(word) ? word : null;
}

// Ding writes some nouns with their article, mostly those used with it ("die Polizei {f} :: the
// police", "das Ausland {n} :: foreign countries"): the noun is the word after the article that its
// gender takes ({pl} takes "die"), and "the" goes from its English.
const articleOfGender: Record<string, string> = { m: 'der', f: 'die', n: 'das', mf: 'der' };

function nounAfterArticle(text: string, gender: string | null): string | null {
  const article = /^(der|die|das) (\S+)$/.exec(text);
  if (
    !article ||
    (article[1] !== articleOfGender[gender ?? ''] && !(gender === null && article[1] === 'die'))
  )
    return null;
  return /^[A-ZÄÖÜ]/.test(article[2]!) ? headWord(article[2]!) : null;
}

// An exclamation ("Hallo!", "Tschüss!"; Ding capitalises it as a sentence) is the word in lower case,
// as dictionaries list interjections, and its English is written the same way ("Hello!" is "hello").
const exclamation = /^([A-Za-zÄÖÜäöüß]+)!$/;

function interjectionWord(text: string): string | null {
  const word = exclamation.exec(text)?.[1];
  return word ? word.toLowerCase() : null;
}

function plainExclamation(text: string): string {
  const word = /^(.+?)!$/.exec(text);
  if (!word) return text;
  // "Ta-Ta!" is "ta-ta"; "I see!" keeps its "I", "OK!" its capitals.
  return word[1]!.replace(/[A-Za-z]+/g, (token) =>
    token === 'I' || /^[A-Z]{2,}$/.test(token) ? token : token.toLowerCase(),
  );
}

const englishPlaceholders = /(^|\s)(sb\.\/sth\.|sth\.\/sb\.|sb\.['’]s|sb\.|sth\.|…)(?=\s|$|[,;])/g;

export function cleanEnglish(text: string, pos: PartOfSpeech): string {
  let clean = text.replace(englishPlaceholders, ' ');
  if (pos === 'verb') clean = clean.replace(/^to\s+/, '');
  return clean.replace(/\s+/g, ' ').trim();
}

// The j-th synonym of a sub-entry aligned with the head: the same position when the sub-entry has as
// many synonyms as the head (a one-synonym sub-entry under a head of several is an example, not a form).
function aligned(subEntry: DingTerm[] | undefined, j: number, headCount: number): DingTerm | undefined {
  if (!subEntry) return undefined;
  if (subEntry.length === headCount) return subEntry[j];
  return headCount === 1 && subEntry.length === 1 ? subEntry[0] : undefined;
}

const personPrefix =
  /^((ich|du|er|sie|es|wir|ihr)(\/(ich|du|er|sie|es|wir|ihr))*\s+)+((ist|war|hat|hatte)(\/(ist|war|hat|hatte))*\s+)?/;

// A verb line spells out participles and person forms after the head: "gehend | gegangen | er/sie
// geht | ich/er/sie ging | er/sie ist/war gegangen | ich/er/sie ginge", then examples.
function verbForms(line: DingLine, j: number): string[] {
  const forms: string[] = [];
  const headCount = line.german[0]!.length;
  for (let k = 1; k < Math.min(line.german.length, 16); k++) {
    const term = aligned(line.german[k], j, headCount);
    if (!term) break;
    const word = headWord(
      term.text.replace(personPrefix, '').replace(/\s+(mich|dich|sich|uns|euch)$/, ''),
      true,
    );
    if (!word) break;
    // Separable verbs spell their finite forms apart ("ruft an"): the joined form is not one of them.
    forms.push(word);
  }
  return forms;
}

function nounPlural(line: DingLine, j: number): string[] {
  const term = aligned(line.german[1], j, line.german[0]!.length);
  if (!term?.tags.includes('pl')) return [];
  const word = headWord(term.text);
  return word ? [word] : [];
}

// "klein {adj} | kleiner | kleinste/r/s" or "gut {adj} | besser | am besten".
function comparison(line: DingLine): string[] {
  if (line.german[0]!.length !== 1) return [];
  const comparative = line.german[1]?.[0]?.text;
  const superlative = line.german[2]?.[0]?.text;
  if (!comparative || !superlative || !/^[a-zäöüß]+er$/.test(comparative)) return [];
  const stem = /^am ([a-zäöüß]+)en$/.exec(superlative)?.[1] ?? /^([a-zäöüß]+)e\/r\/s$/.exec(superlative)?.[1];
  if (!stem?.endsWith('st')) return [];
  return [comparative, `${stem}e`];
}

export function dingSenses(line: DingLine, lineNumber: number): DingSense[] {
  const head = line.german[0]!;
  const englishHead = line.english[0] ?? [];
  // A part of speech written once after the last synonym applies to every synonym: "auch; ebenso
  // {adv}". A gender does not: each noun synonym carries its own, and an untagged one is a phrase.
  // So is one written after an earlier synonym, for the synonyms before it: "erstmals; erstmalig {adv};
  // zum ersten Mal", "infolge; aufgrund {prp; +Gen.}; auf Grund".
  const sharedTagsFrom = (j: number) => {
    for (const term of head.slice(j + 1)) {
      const grammar = grammarOfTags(term.tags);
      if (grammar) return grammar.pos === 'noun' ? [] : term.tags;
    }
    return [];
  };
  const lastGrammar = grammarOfTags(head[head.length - 1]?.tags ?? []);
  const lastTags = lastGrammar && lastGrammar.pos !== 'noun' ? head[head.length - 1]!.tags : [];
  // A place name's label is written once for the group too: "Wien {f}; Wienfluss {m} [geogr.]".
  const place = head.some((term) => term.labels.includes('geogr.'));
  const senses: DingSense[] = [];
  head.forEach((term, j) => {
    const grammar = grammarOfTags(term.tags) ?? grammarOfTags(sharedTagsFrom(j)) ?? grammarOfTags(lastTags);
    if (!grammar) return;
    const withArticle = grammar.pos === 'noun' ? nounAfterArticle(term.text, grammar.gender) : null;
    const exclaimed = grammar.pos === 'interjection' ? interjectionWord(term.text) : null;
    const lemma = withArticle ?? exclaimed ?? headWord(term.text, grammar.pos === 'verb');
    if (!lemma) return;
    const english = (text: string) =>
      withArticle ? text.replace(/^the /, '') : exclaimed ? plainExclamation(text) : text;
    const en = englishHead
      .map((term) => ({ text: cleanEnglish(english(term.text), grammar.pos), labels: term.labels }))
      .filter((term) => term.text.length > 0);
    if (en.length === 0) return;
    const forms =
      grammar.pos === 'noun'
        ? nounPlural(line, j)
        : grammar.pos === 'verb'
          ? verbForms(line, j)
          : grammar.pos === 'adjective' || grammar.pos === 'adverb'
            ? comparison(line)
            : [];
    senses.push({
      lemma,
      pos: grammar.pos,
      gender: grammar.gender,
      plural: term.tags.includes('pl'),
      en,
      labels: place && !term.labels.includes('geogr.') ? [...term.labels, 'geogr.'] : term.labels,
      line: lineNumber,
      position: j,
      synonyms: head.length,
      subEntries: line.german.length,
      forms,
      ...(withArticle ? { article: true as const } : {}),
      ...(exclaimed ? { exclaimed: true as const } : {}),
    });
  });
  return senses;
}

/**
 * Drops the exclamations that are another head's use: "Stopp!" and "Halt!" are the nouns Stopp and
 * Halt called out, "Klasse!" the adjective klasse, not interjections of their own; "Hallo!" and
 * "Tschüss!" are (Ding has no other line for them).
 */
export function withoutExclamationsOfOtherWords(senses: Map<string, DingSense[]>): void {
  for (const [lemma, list] of senses) {
    const capitalised = lemma.charAt(0).toUpperCase() + lemma.slice(1);
    const otherHead = senses.has(capitalised) || list.some((sense) => !sense.exclaimed);
    if (!otherHead || !list.some((sense) => sense.exclaimed)) continue;
    const kept = list.filter((sense) => !sense.exclaimed);
    if (kept.length > 0) senses.set(lemma, kept);
    else senses.delete(lemma);
  }
}

const functionWordClasses = new Set<PartOfSpeech>(['pronoun', 'article', 'determiner']);

/**
 * Gives a word of the grammar table that Ding has no line for the lines of its forms: Ding lists
 * "keine; keiner; keines {pron} <kein>", never kein itself, so kein (and keinen, keinem) belonged to
 * no lemma while keine, keiner and keines stood as three.
 */
export function withClosedClassWordsFromTheirForms(senses: Map<string, DingSense[]>): void {
  for (const word of closedClassWords()) {
    if (senses.has(word)) continue;
    const moved: DingSense[] = [];
    for (const form of closedClassForms(word)) {
      const list = senses.get(form) ?? [];
      const ours = list.filter((sense) => functionWordClasses.has(sense.pos));
      if (ours.length === 0) continue;
      moved.push(...ours.map((sense) => ({ ...sense, lemma: word, forms: [] })));
      const rest = list.filter((sense) => !functionWordClasses.has(sense.pos));
      if (rest.length > 0) senses.set(form, rest);
      else senses.delete(form);
    }
    // One sense per Ding line: keine, keiner and keines share their lines.
    const byLine = new Map(moved.map((sense) => [sense.line, sense]));
    if (byLine.size > 0) senses.set(word, [...byLine.values()]);
  }
}
