import { diffChars } from 'diff';
import { foldAnswer, normaliseAnswer } from './answer-text';
import { osaDistance } from './edit-distance';
import { type RatingValue, ratingValue } from './ratings';

/**
 * `article`: right once a leading article or English "to" that one of the typed text and the accepted
 * form has and the other lacks is left aside.
 */
export const typingTiers = [
  'exact',
  'normalised',
  'article',
  'accents',
  'almost',
  'synonym',
  'wrong',
] as const;
export type TypingTier = (typeof typingTiers)[number];

/** One run of the character diff: `extra` was typed but is not in the answer, `missing` the reverse. */
export type DiffPart = { kind: 'equal' | 'extra' | 'missing'; text: string };

export type TypingGrade = {
  tier: TypingTier;
  rating: RatingValue;
  /** The accepted answer the typed text was compared with (the closest one when wrong). */
  expected: string;
  diff: DiffPart[];
  /**
   * Set when the typed text, not accepted, is exactly another of the learner's words: a confusion
   * (`wrong`), or one with the same meaning (`synonym`).
   */
  otherWord?: string;
};

const tierRating: Record<TypingTier, RatingValue> = {
  exact: ratingValue.good,
  normalised: ratingValue.good,
  article: ratingValue.good,
  accents: ratingValue.good,
  almost: ratingValue.hard,
  synonym: ratingValue.hard,
  wrong: ratingValue.again,
};

// One letter as a reader sees it: a Devanagari consonant with its vowel sign (कि), a Thai consonant
// with its vowel or tone mark (ก่), each one code point and a mark. Counted in code points those words
// looked twice as long as they read and got a long word's leniency. Without Intl.Segmenter (older
// browsers) a letter is a code point with the combining marks after it.
const graphemeSegmenter =
  typeof Intl.Segmenter === 'function' ? new Intl.Segmenter(undefined, { granularity: 'grapheme' }) : null;
export function lettersOf(text: string, segmenter: Intl.Segmenter | null = graphemeSegmenter): string[] {
  if (segmenter) return Array.from(segmenter.segment(text), (part) => part.segment);
  return text.match(/\P{M}\p{M}*|\p{M}+/gu) ?? [];
}

/**
 * Typos forgiven as "almost": one edit or swapped pair, two for answers of 10+ letters. None for
 * answers of one or two letters, where one edit replaces half the word (a deliberate tightening
 * of "one typo": "in" for "on" is another word, not a slip). Answers of three or four letters
 * are further spared a replaced letter (isShortWordSubstitution). Lengths are in letters as read
 * (lettersOf); the edits themselves in code points, one per key typed, so a vowel sign left out of a
 * long Hindi word is one slip.
 */
export function typoAllowance(answer: string): number {
  const length = lettersOf(foldAnswer(answer)).length;
  if (length <= 2) return 0;
  return length >= 10 ? 2 : 1;
}

// Hebrew letters written differently at the end of a word: the same letter, so typing one for the
// other is a slip, not another letter.
const hebrewFinalForms: Record<string, string> = { ך: 'כ', ם: 'מ', ן: 'נ', ף: 'פ', ץ: 'צ' };
const sameLetter = (a: string, b: string) => (hebrewFinalForms[a] ?? a) === (hebrewFinalForms[b] ?? b);

/**
 * Whether `typed` is the folded answer of three or four letters with one letter replaced by another.
 * In words that short a replaced letter usually makes another common word ("ver" for "ser", "mal" for
 * "mar", "cat" for "car"), so it is not forgiven as a typo; a letter left out or doubled, or two
 * swapped, still is. A letter whose vowel or tone sign is left out or changed (त for ता in किताब) is
 * replaced.
 */
function isShortWordSubstitution(typed: string, answer: string): boolean {
  const typedLetters = lettersOf(typed);
  const answerLetters = lettersOf(answer);
  if (answerLetters.length < 3 || answerLetters.length > 4) return false;
  if (typedLetters.length !== answerLetters.length) return false;
  const differing = answerLetters.flatMap((letter, index) =>
    letter === typedLetters[index] ? [] : [[letter, typedLetters[index]!] as const],
  );
  return differing.length === 1 && !sameLetter(...differing[0]!);
}

export function characterDiff(typed: string, expected: string): DiffPart[] {
  return diffChars(typed, expected).map((part) => ({
    kind: part.removed ? 'extra' : part.added ? 'missing' : 'equal',
    text: part.value,
  }));
}

// Learners type the article with a noun ("der Hund", "el perro") and English "to" with a verb ("to
// have") out of habit, as they were taught it, or leave it out where the dictionary lists it; the word
// is right, so the article alone must not make it wrong either way. An article ending in an apostrophe is elided
// onto the word ("l'eau").
const leadingArticles: Record<string, readonly string[]> = {
  de: ['der', 'die', 'das', 'den', 'dem', 'des', 'ein', 'eine'],
  es: ['el', 'la', 'los', 'las', 'un', 'una'],
  fr: ['le', 'la', 'les', "l'", 'un', 'une'],
  it: ['il', 'lo', 'la', "l'", 'gli', 'i', 'le', 'un', 'una', 'uno'],
  pt: ['o', 'a', 'os', 'as', 'um', 'uma'],
  en: ['the', 'a', 'an', 'to'],
};

// Hebrew ה and Arabic ال are written onto the word ("הבית", "الكتاب"), in Hebrew at times with a
// maqaf (ה־בית). Left aside only where at least two letters remain: הר is a mountain, not ה and ר.
// Only when typed: an accepted form is listed without the article, so one starting with ה or ال has
// it as part of the word (היום is "today", not "the day"; הלך is "walked"), and leaving it out of
// the answer would accept יום for היום. Nor for a word that is only a verb: a verb takes no article,
// and a letter ה before one makes another word (הלך, "walked", for לך, "go").
const attachedArticles: Record<string, readonly string[]> = {
  he: ['ה'],
  ar: ['ال'],
};

function leadingArticlePattern(articles: readonly string[], attached: readonly string[]): RegExp {
  const alternatives = [
    ...articles.map((article) =>
      article.endsWith("'") ? `${article.slice(0, -1)}['’ʼ]\\s*(?=\\S)` : `${article}\\s+(?=\\S)`,
    ),
    ...attached.map((article) => `${article}\\p{M}*[־-]?(?=\\p{L}\\p{M}*\\p{L})`),
  ];
  return new RegExp(`^\\s*(?:${alternatives.join('|')})`, 'iu');
}

const languagesWithArticles = [
  ...new Set([...Object.keys(leadingArticles), ...Object.keys(attachedArticles)]),
];
const typedArticlePatterns = new Map(
  languagesWithArticles.map((language) => [
    language,
    leadingArticlePattern(leadingArticles[language] ?? [], attachedArticles[language] ?? []),
  ]),
);
// The same without the attached ones (a verb's answer): languages with only those have none.
const typedSeparateArticlePatterns = new Map(
  Object.entries(leadingArticles).map(([language, articles]) => [
    language,
    leadingArticlePattern(articles, []),
  ]),
);
// English lists verbs with "to" ("to have"): left aside from the accepted form. Not its a/an/the,
// which change the meaning there ("a few" is not "few", "a lot" not "lot").
const answerArticles: Record<string, readonly string[]> = { ...leadingArticles, en: ['to'] };
const answerArticlePatterns = new Map(
  Object.entries(answerArticles).map(([language, articles]) => [
    language,
    leadingArticlePattern(articles, []),
  ]),
);

/**
 * The text after its leading article in the given language ("der Hund" → "Hund"); null without one.
 * An accepted form's attached article is part of its word (see attachedArticles).
 */
function withoutLeadingArticle(
  text: string,
  language: string | null,
  side: 'typed' | 'typed, a verb' | 'answer',
): string | null {
  const primaryLanguage = language?.split(/[-_]/)[0]?.toLowerCase() ?? '';
  const patterns =
    side === 'typed'
      ? typedArticlePatterns
      : side === 'typed, a verb'
        ? typedSeparateArticlePatterns
        : answerArticlePatterns;
  const pattern = patterns.get(primaryLanguage);
  const article = pattern?.exec(text);
  return article ? text.slice(article[0].length) : null;
}

/** `typed` is the text compared: what was typed, or it without a leading article. */
type Candidate = { answer: string; typed: string; tier: TypingTier; distance: number };

const tierOrder = (tier: TypingTier) => typingTiers.indexOf(tier);
const better = (a: Candidate, b: Candidate) =>
  tierOrder(b.tier) < tierOrder(a.tier) || (b.tier === a.tier && b.distance < a.distance) ? b : a;

function compareText(typed: string, answer: string): Candidate {
  if (typed === answer) return { answer, typed, tier: 'exact', distance: 0 };
  if (normaliseAnswer(typed) === normaliseAnswer(answer)) {
    return { answer, typed, tier: 'normalised', distance: 0 };
  }
  const foldedTyped = foldAnswer(typed);
  const foldedAnswer = foldAnswer(answer);
  if (foldedTyped === foldedAnswer) return { answer, typed, tier: 'accents', distance: 0 };
  const distance = osaDistance(foldedTyped, foldedAnswer);
  const forgiven = distance <= typoAllowance(answer) && !isShortWordSubstitution(foldedTyped, foldedAnswer);
  return { answer, typed, tier: forgiven ? 'almost' : 'wrong', distance };
}

/**
 * compareText, and, where exactly one of the typed text and the accepted form starts with an article
 * of the answer's language, also with that article left aside ("der Hund" for Hund, "have" for "to
 * have"); a match that way is `article`, so the learner is told that it was left aside (not that
 * capitals or punctuation differed). Where both start with one, the article counts ("la casa" is not
 * "el casa").
 */
function compare(typed: string, answer: string, language: string | null, verb: boolean): Candidate {
  const asTyped = compareText(typed, answer);
  const bareTyped = withoutLeadingArticle(typed, language, verb ? 'typed, a verb' : 'typed');
  const bareAnswer = withoutLeadingArticle(answer, language, 'answer');
  if ((bareTyped === null) === (bareAnswer === null)) return asTyped;
  const withoutArticle =
    bareTyped !== null ? compareText(bareTyped, answer) : { ...compareText(typed, bareAnswer!), answer };
  return better(asTyped, {
    ...withoutArticle,
    tier:
      withoutArticle.tier === 'exact' || withoutArticle.tier === 'normalised'
        ? 'article'
        : withoutArticle.tier,
  });
}

/**
 * Whether a grade leaves the typed text matching no accepted answer, so that it may be another of the
 * learner's words (the server looks those up only then).
 */
export function mayBeAnotherWord(tier: TypingTier): boolean {
  return tier === 'accents' || tier === 'almost' || tier === 'wrong';
}

/**
 * Grades a typed answer against every accepted form (the word, its listed translations or variants,
 * whichever the prompt asks for) and keeps the best. `otherWords` are the learner's other words in
 * the same field: typed text that is exactly one of them is a confusion, not a typo, and is wrong,
 * and the grade names the word, also where the text was wrong anyway ("cat" for "car"). `synonyms`
 * are those of them sharing a translation with the card ("carro" for "coche", both "car"): typed, one
 * is right too but not the word this card asks for, so it is `synonym`, Hard, and named.
 * `language` is the answer's (answerLanguageOf): a leading article of it, typed or left out, is forgiven.
 * `partsOfSpeech` are the word's senses' (its definitions'): an article written onto a word that is
 * only a verb is not forgiven (see attachedArticles).
 */
export function gradeTyping({
  typed,
  accepted,
  otherWords = [],
  synonyms = [],
  language = null,
  partsOfSpeech = [],
}: {
  typed: string;
  accepted: readonly string[];
  otherWords?: readonly string[];
  synonyms?: readonly string[];
  language?: string | null;
  partsOfSpeech?: readonly string[];
}): TypingGrade {
  const answers = accepted.filter((answer) => normaliseAnswer(answer) !== '');
  if (answers.length === 0) throw new RangeError('A typing question needs at least one accepted answer');
  const verb =
    partsOfSpeech.length > 0 && partsOfSpeech.every((part) => part.trim().toLowerCase() === 'verb');
  const best = answers.map((answer) => compare(typed, answer, language, verb)).reduce(better);

  let tier = normaliseAnswer(typed) === '' ? 'wrong' : best.tier;
  let otherWord: string | undefined;
  // Checked after the tiers, once the typed text is known to match no accepted answer (so an accepted
  // form is never "other"), and for wrong answers too: a short word with a letter replaced is wrong
  // before this, and the learner should still hear which of their words they typed. The text
  // compared counts as well as the text typed, so "el pero" for "perro" is the confusion with "pero".
  if (mayBeAnotherWord(tier)) {
    const typedKeys = new Set([normaliseAnswer(typed), normaliseAnswer(best.typed)]);
    typedKeys.delete('');
    const isTyped = (word: string) => typedKeys.has(normaliseAnswer(word));
    otherWord = synonyms.find(isTyped);
    if (otherWord !== undefined) tier = 'synonym';
    else {
      otherWord = otherWords.find(isTyped);
      if (otherWord !== undefined) tier = 'wrong';
    }
  }
  return {
    tier,
    rating: tierRating[tier],
    expected: best.answer,
    diff: characterDiff(typed, best.answer),
    ...(otherWord !== undefined ? { otherWord } : {}),
  };
}
