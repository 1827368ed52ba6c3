import type { ExampleSentence } from '../dictionary/example-sentence';
import type { Difficulty, Frequency, Translations, WordDefinition } from '../dictionary/word-values';
import { normaliseAnswer, withoutBracketedNotes } from './answer-text';
import type { CardStateName } from './card-state-names';
import { clozeOf } from './cloze';
import type { StudyDirection } from './study-methods';
import type { StudyWord } from './study-word';

// How a card is asked: what the prompt shows and which answers are accepted, for each direction.
// Pure rules over the learner's copy of a word, shared by the server (which grades) and clients.

export type QuestionWord = {
  value: string;
  baseForm?: string | null;
  languageCode?: string | null;
  definitions: readonly WordDefinition[];
  translations: Translations;
  synonyms: readonly string[];
  variants?: readonly string[];
  difficulty?: Difficulty | string | null;
  frequency?: Frequency | null;
  sentences?: readonly ExampleSentence[];
};

export type Prompt = {
  kind: 'word' | 'translation' | 'definition' | 'sentence';
  text: string;
  language: string | null;
  /** A sentence prompt's meaning: the sentence in the learner's language. */
  hint?: { text: string; language: string | null } | null;
};

const distinct = (texts: readonly string[]) => {
  const seen = new Set<string>();
  return texts.filter((text) => {
    const key = normaliseAnswer(text);
    if (!key || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
};

/** The parts of speech of the word's senses, as its definitions give them (none for most custom words). */
export function partsOfSpeechOf(word: Pick<QuestionWord, 'definitions'>): string[] {
  return distinct(word.definitions.map((entry) => entry.partOfSpeech.trim()).filter(Boolean));
}

/** The word's translations into the learner's native language (none when that is the word's own). */
export function nativeTranslations(word: QuestionWord, nativeLanguage: string | null): string[] {
  if (!nativeLanguage || nativeLanguage === word.languageCode) return [];
  return distinct(word.translations[nativeLanguage] ?? []);
}

/**
 * The direction a card is asked in. A new card is asked first as recognition (the word shown, its
 * meaning answered): a learner recognises a word before they can produce it. From its first answer
 * on, the card is asked the session's way (by default production: the meaning shown, the word
 * answered).
 */
export function cardDirection(sessionDirection: StudyDirection, cardState: CardStateName): StudyDirection {
  return cardState === 'new' ? 'recognise' : sessionDirection;
}

/** `recognise` needs a translation to answer with; without one the card is asked the other way. */
export function effectiveDirection(
  word: QuestionWord,
  direction: StudyDirection,
  nativeLanguage: string | null,
): StudyDirection {
  return direction === 'recognise' && nativeTranslations(word, nativeLanguage).length === 0
    ? 'recall'
    : direction;
}

/**
 * What the question shows. Recall shows the meaning: the first translation into the native language,
 * else the first definition; null when the word has neither (it can then only be a flashcard).
 * Recognise shows the word.
 */
export function promptOf(
  word: QuestionWord,
  direction: StudyDirection,
  nativeLanguage: string | null,
): Prompt | null {
  if (effectiveDirection(word, direction, nativeLanguage) === 'recognise') {
    return { kind: 'word', text: word.value, language: word.languageCode ?? null };
  }
  const translation = nativeTranslations(word, nativeLanguage)[0];
  if (translation) return { kind: 'translation', text: translation, language: nativeLanguage };
  const definition = word.definitions.find((entry) => entry.definition.trim())?.definition;
  if (definition) return { kind: 'definition', text: definition, language: 'en' };
  return null;
}

/**
 * What a typing question shows: asked for the word (recall), one of its example sentences with the
 * word left out when one holds it and has a translation into the learner's language (a cloze);
 * otherwise what promptOf shows.
 */
export function typingPromptOf(
  word: QuestionWord,
  direction: StudyDirection,
  nativeLanguage: string | null,
): Prompt | null {
  if (effectiveDirection(word, direction, nativeLanguage) === 'recall') {
    const cloze = clozeOf(word.value, word.sentences ?? [], nativeLanguage);
    if (cloze) {
      return {
        kind: 'sentence',
        text: cloze.text,
        language: word.languageCode ?? null,
        hint: { text: cloze.translation, language: nativeLanguage },
      };
    }
  }
  return promptOf(word, direction, nativeLanguage);
}

/**
 * Whether the character at `index` separates two meanings: a semicolon or line break; a comma followed
 * by a space ("to have, to hold", not "1,000"); a slash with spaces on both sides ("car / auto"). A
 * slash between words is an alternative inside one phrase, "before the usual/appointed time", "go/come
 * to get", "km/h": split there, "appointed time" or "go" would pass for the whole.
 */
function separatesMeanings(characters: readonly string[], index: number): boolean {
  const character = characters[index]!;
  const before = characters[index - 1] ?? '';
  const after = characters[index + 1] ?? '';
  if (/[;\n\r]/u.test(character)) return true;
  if (character === ',') return /\s/u.test(after);
  if (character === '/') return /\s/u.test(before) && /\s/u.test(after);
  return false;
}

/**
 * The meanings one translation holds: "to have, to hold" → "to have", "to hold"; split where
 * separatesMeanings says, outside brackets ("bank (of a river, lake)" is one). Empty for a
 * translation of one meaning.
 */
export function meaningsOf(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let part = '';
  const characters = [...text];
  for (const [index, character] of characters.entries()) {
    if ('([（'.includes(character)) depth += 1;
    else if (')]）'.includes(character)) depth = Math.max(0, depth - 1);
    if (depth === 0 && separatesMeanings(characters, index)) {
      parts.push(part);
      part = '';
    } else {
      part += character;
    }
  }
  parts.push(part);
  const meanings = parts
    .map((meaning) => meaning.trim())
    .filter((meaning) => normaliseAnswer(meaning) !== '');
  return meanings.length > 1 ? meanings : [];
}

/**
 * Every answer accepted: the word, its base form and variants (recall); any native translation, and
 * each also without its bracketed note, "כסף" for "כסף (מתכת)", and each meaning of one that holds
 * several, "home" for "house; home" (recognise). The full forms come first, so the first accepted
 * answer is still the translation as the dictionary writes it; the stored word is not changed.
 */
export function acceptedAnswers(
  word: QuestionWord,
  direction: StudyDirection,
  nativeLanguage: string | null,
): string[] {
  if (effectiveDirection(word, direction, nativeLanguage) === 'recognise') {
    const translations = nativeTranslations(word, nativeLanguage);
    const meanings = translations.flatMap(meaningsOf);
    return distinct([
      ...translations,
      ...translations.map(withoutBracketedNotes),
      ...meanings,
      ...meanings.map(withoutBracketedNotes),
    ]);
  }
  return distinct([word.value, ...(word.baseForm ? [word.baseForm] : []), ...(word.variants ?? [])]);
}

/**
 * Whether two words share a native translation (compared normalised, meaning by meaning): coche and
 * carro, both "car" ("car (Latin America)" too). Asked for one, the other is right too. Two different
 * bracketed notes are two meanings, not one: "bank (of a river)" and "bank (money)", so orilla is no
 * synonym of banco.
 */
export function sharesTranslation(
  word: QuestionWord,
  other: QuestionWord,
  nativeLanguage: string | null,
): boolean {
  const meanings = (candidate: QuestionWord) => {
    const translations = nativeTranslations(candidate, nativeLanguage);
    return [...translations, ...translations.flatMap(meaningsOf)].map((meaning) => {
      const bare = normaliseAnswer(withoutBracketedNotes(meaning));
      const whole = normaliseAnswer(meaning);
      return { whole, bare, noted: whole !== bare };
    });
  };
  const theirs = meanings(other);
  return meanings(word).some((mine) =>
    theirs.some(
      (their) =>
        mine.whole !== '' &&
        (mine.whole === their.whole || ((!mine.noted || !their.noted) && mine.bare === their.bare)),
    ),
  );
}

/** The language the answer is typed in. */
export function answerLanguageOf(
  word: QuestionWord,
  direction: StudyDirection,
  nativeLanguage: string | null,
): string | null {
  return effectiveDirection(word, direction, nativeLanguage) === 'recognise'
    ? nativeLanguage
    : (word.languageCode ?? null);
}

const difficultyBands = new Set(['beginner', 'intermediate', 'advanced']);

/** The multiple-choice rules' view of a word: translations flattened to the native language. */
export function studyWordOf(id: string, word: QuestionWord, nativeLanguage: string | null): StudyWord {
  return {
    id,
    value: word.value,
    language: word.languageCode ?? '',
    partOfSpeech: word.definitions[0]?.partOfSpeech || null,
    definitions: word.definitions.map((entry) => entry.definition),
    translations: nativeTranslations(word, nativeLanguage),
    synonyms: [...word.synonyms],
    variants: [
      ...(word.baseForm && word.baseForm !== word.value ? [word.baseForm] : []),
      ...(word.variants ?? []),
    ],
    difficulty: difficultyBands.has(word.difficulty ?? '') ? (word.difficulty as Difficulty) : null,
    frequency: word.frequency ?? null,
  };
}
