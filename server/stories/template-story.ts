import { storyWordRanges } from '~/core/stories/story-lengths';
import { countWords } from '~/core/stories/story-text';
import type { StoryDraft, StoryRequest, StoryWord } from './story-generator';
import { storySeed } from './story-seed';

// The offline composer: an English story of one day, built from sentence templates chosen by each
// word's part of speech, with the word's own definition (or translation) woven in so the sentence
// says what the word means. Labelled generator "template" wherever it is shown. Always English: a
// word from another language is used as it is and glossed with its English translation.

const names = ['Maya', 'Tom', 'Lena', 'Sam', 'Nora', 'Leo', 'Ada', 'Ben'];
const days = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const transitions = [
  'First,',
  'Later,',
  'After breakfast,',
  'Around noon,',
  'In the afternoon,',
  'Before dinner,',
  'That evening,',
];

// Sentences that carry no chosen word, to bring a story up to its length.
const scenery = [
  'The sun was warm, and the streets were full of people.',
  'A light wind moved the leaves outside the window.',
  '{name} drank a cup of tea and looked at the sky.',
  'A neighbour waved from across the road, and {name} waved back.',
  'The bus was late, so {name} walked part of the way.',
  'Children were playing in the park near the old library.',
  '{name} wrote a few lines in a small notebook.',
  'The shop on the corner smelled of fresh bread.',
  'For a while, {name} simply listened to the sounds of the town.',
  'A friend called to ask how the day was going.',
  'The clouds turned pink as the afternoon went on.',
  '{name} stopped to read a notice on the wall of the station.',
];

// {w}: the word; {m}: its meaning as a phrase; {name}: the main character.
const byPart: Record<string, string[]> = {
  noun: [
    '{name} thought about the {w}, {m}.',
    'On the table there was a note about the {w}, {m}.',
    '"Have you seen the {w}?" a friend asked, meaning {m}.',
  ],
  verb: [
    '{name} had to {w}, which means to {m}.',
    '"I want to {w} today," {name} said, meaning to {m}.',
    'It was time to {w}, that is, to {m}.',
  ],
  // Adjectives fit only some subjects ("hungry" a person, "wooden" a thing), so two of the three
  // sentences talk about the word rather than apply it to something.
  adjective: [
    'Everything around {name} seemed {w}, or in other words, {m}.',
    '{name} learned that "{w}" means {m}.',
    '{name} used the word "{w}" in a sentence; it means {m}.',
  ],
  adverb: [
    '{name} walked on {w}, that is, {m}.',
    'The work went {w}, which means {m}.',
    '{name} answered {w}, in other words, {m}.',
  ],
  other: [
    '{name} wrote the word "{w}" in a notebook; it means {m}.',
    'A sign on the door said "{w}", which means {m}.',
    '{name} said "{w}" out loud, which means {m}.',
  ],
};
// When a word has neither a definition nor a translation, the sentence uses it without a gloss.
const unglossed = '{name} wrote the word "{w}" in a notebook to remember it.';

const mainParts = new Set(['noun', 'verb', 'adjective', 'adverb']);

// A gloss longer than this would swamp a short story: a translation, when there is one, says it shorter.
const LONGEST_GLOSS_WORDS = 14;

function meaning(word: StoryWord, part: string): string | null {
  const definition = word.definitions[0]
    ?.split(';')[0]
    ?.trim()
    .replace(/[.;:!?\s]+$/u, '');
  const translation = word.translations[0]?.trim();
  if (definition && translation && countWords(definition) > LONGEST_GLOSS_WORDS) return `"${translation}"`;
  if (definition) {
    // "A building…" continues a sentence as "a building…"; an acronym ("DNA…") keeps its capitals.
    const first = definition.split(/\s/u)[0]!;
    const acronym = first.length > 1 && first === first.toUpperCase();
    const phrase = acronym ? definition : definition[0]!.toLowerCase() + definition.slice(1);
    return part === 'verb' ? phrase.replace(/^to\s+/i, '') : phrase;
  }
  return translation ? `"${translation}"` : null;
}

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');
const capitalise = (sentence: string) =>
  sentence.replace(/^(["“]?)(\p{Ll})/u, (_, quote, letter) => quote + letter.toUpperCase());

function wordSentence(word: StoryWord, name: string, round: number): string {
  const rawPart = word.partOfSpeech?.toLowerCase() ?? 'other';
  const part = mainParts.has(rawPart) ? rawPart : 'other';
  const gloss = meaning(word, part);
  if (!gloss) return fill(unglossed, { name, w: word.value });
  // A word glossed only by a translation (a word of another language) reads best in the neutral frame.
  const frame = word.definitions.length > 0 ? part : 'other';
  const templates = byPart[frame]!;
  return capitalise(
    fill(templates[(storySeed(word.value) + round) % templates.length]!, { name, w: word.value, m: gloss }),
  );
}

/** A story around the chosen words, within its length's word range where the words allow. */
export function composeTemplateStory(request: StoryRequest): StoryDraft {
  const seed = storySeed(request.words.map((word) => word.value).join('|'));
  const name = names[seed % names.length]!;
  const day = days[seed % days.length]!;
  const { min, max } = storyWordRanges[request.length];
  const opening = `${name} woke up early on a quiet ${day} morning and opened the window.`;
  const closing = `At night, ${name} smiled: it had been a good day, full of new words.`;

  const sentences: string[] = [];
  request.words.forEach((word, index) => {
    const transition = transitions[index % transitions.length]!;
    const sentence = wordSentence(word, name, 0);
    sentences.push(
      index < transitions.length
        ? `${transition} ${sentence[0]!.toLowerCase()}${sentence.slice(1)}`
        : sentence,
    );
  });
  // Names keep their capital after a transition.
  const body = sentences.map((sentence) => sentence.replace(new RegExp(`\\b${name.toLowerCase()}\\b`), name));

  const story = () => [opening, ...body, closing].join(' ');
  const wordsIn = () => countWords(story());
  // Longer lengths: each word again in another sentence, then scenery, until the range is reached.
  for (let round = 1; round < 3 && wordsIn() < min; round++) {
    for (const word of request.words) {
      if (wordsIn() >= min) break;
      body.push(wordSentence(word, name, round));
    }
  }
  for (let i = seed % scenery.length; wordsIn() < min; i++) {
    const next = fill(scenery[i % scenery.length]!, { name });
    if (countWords(`${story()} ${next}`) > max) break;
    body.splice(Math.min(body.length, 1 + ((i * 7) % (body.length + 1))), 0, next);
  }
  return { title: `${name}'s ${day}`, text: story(), language: 'en' };
}
