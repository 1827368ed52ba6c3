import type { ExampleSentence } from '~/core/dictionary/example-sentence';
import type { StorySentence } from '~/core/stories/my-story';
import { storyWordRanges } from '~/core/stories/story-lengths';
import { countWords, findUsedWords } from '~/core/stories/story-text';
import type { StoryDraft, StoryMaterial, StoryRequest, StoryWord } from './story-generator';
import { storySeed } from './story-seed';

// The offline composer in the language being learned: every chosen word in one of its own example
// sentences (one that holds the word as the learner spelled it), or else in a sentence that names it;
// then everyday sentences of the language until the story reaches its length, between an opening and a
// closing. Every sentence is real text of the language, written and checked by us
// (content/curated/sentences), each with its translation. Labelled "template" (made offline, not AI).

type Line = { en: string; he: string };
type Frame = { title: string; opening: string; closing: string; names: string };

// The frame's lines in the learners' languages, the same for every story language: the title, the first
// and last sentences, and a sentence that names a word ({w}) with no sentence of its own.
const translations: Record<keyof Frame, Line> = {
  title: { en: 'A day with your words', he: 'יום עם המילים שלך' },
  opening: { en: 'It is an ordinary day.', he: 'זה יום רגיל.' },
  closing: { en: 'And so the day ends.', he: 'וכך נגמר היום.' },
  names: { en: 'Today I am learning the word "{w}".', he: 'היום אני לומד את המילה "{w}".' },
};

// The same lines in each language a story is written in.
const frames: Record<string, Frame> = {
  es: {
    title: 'Un día con tus palabras',
    opening: 'Es un día normal.',
    closing: 'Y así termina el día.',
    names: 'Hoy aprendo la palabra «{w}».',
  },
  fr: {
    title: 'Une journée avec tes mots',
    opening: "C'est une journée ordinaire.",
    closing: 'Et ainsi finit la journée.',
    names: "Aujourd'hui, j'apprends le mot «\u00A0{w}\u00A0».",
  },
  de: {
    title: 'Ein Tag mit deinen Wörtern',
    opening: 'Es ist ein ganz normaler Tag.',
    closing: 'Und so endet der Tag.',
    names: 'Heute lerne ich das Wort „{w}“.',
  },
  it: {
    title: 'Una giornata con le tue parole',
    opening: 'È una giornata normale.',
    closing: 'E così finisce la giornata.',
    names: 'Oggi imparo la parola «{w}».',
  },
  pt: {
    title: 'Um dia com as suas palavras',
    opening: 'É um dia normal.',
    closing: 'E assim termina o dia.',
    names: 'Hoje aprendo a palavra «{w}».',
  },
  en: {
    title: translations.title.en,
    opening: translations.opening.en,
    closing: translations.closing.en,
    names: translations.names.en,
  },
};

/** The translation a learner of `native` reads: theirs, else English (else none). */
function translationOf(
  translations: ExampleSentence['translations'],
  language: string,
  native: string | null,
) {
  // Hebrew only for a learner whose language it is: the curated sentences are translated into
  // English and Hebrew, and Hebrew is no help to a speaker of Spanish learning English.
  const wanted = [native, 'en'].filter((code): code is 'en' | 'he' => code === 'en' || code === 'he');
  for (const code of wanted) {
    // A story in English needs no English translation.
    if (code === language) continue;
    const text = translations[code];
    if (text) return { text, language: code };
  }
  return null;
}

/** One of the frame's lines in the story's language, with its translations. */
const fromFrame = (frame: Frame, line: keyof Frame, word = ''): ExampleSentence => ({
  text: frame[line].replace('{w}', word),
  translations: {
    en: translations[line].en.replace('{w}', word),
    he: translations[line].he.replace('{w}', word),
  },
});

/** The first of the word's own sentences that holds it as written, else a sentence naming it. */
function sentenceFor(word: StoryWord, material: StoryMaterial, language: string, frame: Frame) {
  const own = material.sentencesByWord[word.id] ?? [];
  const fits = own.find((sentence) => findUsedWords(sentence.text, [word], language).length > 0);
  return fits ?? fromFrame(frame, 'names', word.value);
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
  const opening = fromFrame(frame, 'opening');
  const closing = fromFrame(frame, 'closing');
  const all = () => [opening, ...body, closing];
  const wordsIn = (sentences: ExampleSentence[]) =>
    countWords(sentences.map((s) => s.text).join(' '), language);

  // Everyday sentences, from a place that depends on the chosen words, woven in between theirs.
  const used = new Set(body.map((sentence) => sentence.text));
  const everyday = material.everyday.filter((sentence) => !used.has(sentence.text));
  const start = storySeed(request.words.map((word) => word.value).join('|'));
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
    title: frame.title,
    text: sentences.map((sentence) => sentence.text).join(' '),
    language,
    sentences,
  };
}
