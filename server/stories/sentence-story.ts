import type { ExampleSentence } from '~/core/dictionary/example-sentence';
import type { StorySentence } from '~/core/stories/my-story';
import { storyWordRanges } from '~/core/stories/story-lengths';
import { countWords, findUsedWords } from '~/core/stories/story-text';
import type { StoryDraft, StoryMaterial, StoryRequest, StoryWord } from './story-generator';

// The offline composer in the language being learned: every chosen word in one of its own example
// sentences (one that holds the word as the learner spelled it), or else in a sentence that names it;
// then everyday sentences of the language until the story reaches its length, between an opening and a
// closing. Every sentence is real text of the language, written and checked by us
// (content/curated/sentences), each with its translation. Labelled "template" (made offline, not AI).

type Translated = { text: string; en: string; he: string };
type Frame = { title: Translated; opening: Translated; closing: Translated; names: Translated };

// Per language: the title, the first and last sentences, and a sentence that names a word ({w}) for a
// word with no sentence of its own, each with its English and Hebrew.
const frames: Record<string, Frame> = {
  es: {
    title: { text: 'Un día con tus palabras', en: 'A day with your words', he: 'יום עם המילים שלך' },
    opening: { text: 'Es un día normal.', en: 'It is an ordinary day.', he: 'זה יום רגיל.' },
    closing: { text: 'Y así termina el día.', en: 'And so the day ends.', he: 'וכך נגמר היום.' },
    names: {
      text: 'Hoy aprendo la palabra «{w}».',
      en: 'Today I am learning the word "{w}".',
      he: 'היום אני לומד את המילה "{w}".',
    },
  },
  fr: {
    title: { text: 'Une journée avec tes mots', en: 'A day with your words', he: 'יום עם המילים שלך' },
    opening: { text: "C'est une journée ordinaire.", en: 'It is an ordinary day.', he: 'זה יום רגיל.' },
    closing: { text: 'Et ainsi finit la journée.', en: 'And so the day ends.', he: 'וכך נגמר היום.' },
    names: {
      text: "Aujourd'hui, j'apprends le mot « {w} ».",
      en: 'Today I am learning the word "{w}".',
      he: 'היום אני לומד את המילה "{w}".',
    },
  },
  de: {
    title: { text: 'Ein Tag mit deinen Wörtern', en: 'A day with your words', he: 'יום עם המילים שלך' },
    opening: { text: 'Es ist ein ganz normaler Tag.', en: 'It is an ordinary day.', he: 'זה יום רגיל.' },
    closing: { text: 'Und so endet der Tag.', en: 'And so the day ends.', he: 'וכך נגמר היום.' },
    names: {
      text: 'Heute lerne ich das Wort „{w}“.',
      en: 'Today I am learning the word "{w}".',
      he: 'היום אני לומד את המילה "{w}".',
    },
  },
  it: {
    title: { text: 'Una giornata con le tue parole', en: 'A day with your words', he: 'יום עם המילים שלך' },
    opening: { text: 'È una giornata normale.', en: 'It is an ordinary day.', he: 'זה יום רגיל.' },
    closing: { text: 'E così finisce la giornata.', en: 'And so the day ends.', he: 'וכך נגמר היום.' },
    names: {
      text: 'Oggi imparo la parola «{w}».',
      en: 'Today I am learning the word "{w}".',
      he: 'היום אני לומד את המילה "{w}".',
    },
  },
  pt: {
    title: { text: 'Um dia com as suas palavras', en: 'A day with your words', he: 'יום עם המילים שלך' },
    opening: { text: 'É um dia normal.', en: 'It is an ordinary day.', he: 'זה יום רגיל.' },
    closing: { text: 'E assim termina o dia.', en: 'And so the day ends.', he: 'וכך נגמר היום.' },
    names: {
      text: 'Hoje aprendo a palavra «{w}».',
      en: 'Today I am learning the word "{w}".',
      he: 'היום אני לומד את המילה "{w}".',
    },
  },
  en: {
    title: { text: 'A day with your words', en: 'A day with your words', he: 'יום עם המילים שלך' },
    opening: { text: 'It is an ordinary day.', en: 'It is an ordinary day.', he: 'זה יום רגיל.' },
    closing: { text: 'And so the day ends.', en: 'And so the day ends.', he: 'וכך נגמר היום.' },
    names: {
      text: 'Today I am learning the word "{w}".',
      en: 'Today I am learning the word "{w}".',
      he: 'היום אני לומד את המילה "{w}".',
    },
  },
};

/** The languages the composer writes in. */
export const sentenceStoryLanguages = Object.keys(frames);

/** The translation a learner of `native` reads: theirs, else English (else none). */
function translationOf(
  translations: ExampleSentence['translations'],
  language: string,
  native: string | null,
) {
  const wanted = [native, 'en', 'he'].filter((code): code is 'en' | 'he' => code === 'en' || code === 'he');
  for (const code of wanted) {
    // A story in English needs no English translation.
    if (code === language) continue;
    const text = translations[code];
    if (text) return { text, language: code };
  }
  return null;
}

function hash(text: string): number {
  let value = 2166136261;
  for (const char of text) value = Math.imul(value ^ char.codePointAt(0)!, 16777619) >>> 0;
  return value;
}

const fromFrame = (line: Translated, word = ''): ExampleSentence => ({
  text: line.text.replace('{w}', word),
  translations: { en: line.en.replace('{w}', word), he: line.he.replace('{w}', word) },
});

/** The first of the word's own sentences that holds it as written, else a sentence naming it. */
function sentenceFor(word: StoryWord, material: StoryMaterial, language: string, frame: Frame) {
  const own = material.sentencesByWord[word.id] ?? [];
  const fits = own.find((sentence) => findUsedWords(sentence.text, [word], language).length > 0);
  return fits ?? fromFrame(frame.names, word.value);
}

/** Whether the composer can write `request` in its language (a frame and everyday sentences). */
export function canComposeSentenceStory(request: StoryRequest): boolean {
  return Boolean(frames[request.language] && request.material && request.material.everyday.length > 0);
}

/** A story in the request's language within its length's range, every chosen word in it. */
export function composeSentenceStory(request: StoryRequest): StoryDraft {
  const { language } = request;
  const frame = frames[language]!;
  const material = request.material!;
  const { min, max } = storyWordRanges[request.length];
  const body = request.words.map((word) => sentenceFor(word, material, language, frame));
  const opening = fromFrame(frame.opening);
  const closing = fromFrame(frame.closing);
  const all = () => [opening, ...body, closing];
  const wordsIn = (sentences: ExampleSentence[]) =>
    countWords(sentences.map((s) => s.text).join(' '), language);

  // Everyday sentences, from a place that depends on the chosen words, woven in between theirs.
  const used = new Set(body.map((sentence) => sentence.text));
  const everyday = material.everyday.filter((sentence) => !used.has(sentence.text));
  const start = hash(request.words.map((word) => word.value).join('|'));
  for (let i = 0; i < everyday.length && wordsIn(all()) < min; i++) {
    const next = everyday[(start + i * 7) % everyday.length]!;
    if (used.has(next.text)) continue;
    if (wordsIn([...all(), next]) > max) break;
    used.add(next.text);
    body.splice((i * 3 + 1) % (body.length + 1), 0, next);
  }
  const sentences: StorySentence[] = all().map((sentence) => ({
    text: sentence.text,
    translation: translationOf(sentence.translations, language, material.nativeLanguage),
  }));
  return {
    title: frame.title.text,
    text: sentences.map((sentence) => sentence.text).join(' '),
    language,
    sentences,
  };
}
