import { describe, expect, it } from 'vitest';
import { storyLengths, storyWordRanges } from '~/core/stories/story-lengths';
import { countWords, findUsedWords } from '~/core/stories/story-text';
import { AppError } from '~/server/http/errors';
import { composeStory } from './compose-story';
import type { StoryWord } from './story-generator';
import { templateStoryGenerator } from './story-generator-from-env';
import { composeTemplateStory } from './template-story';

const word = (
  id: string,
  value: string,
  partOfSpeech: string | null,
  definition?: string,
  translation?: string,
): StoryWord => ({
  id,
  value,
  partOfSpeech,
  definitions: definition ? [definition] : [],
  translations: translation ? [translation] : [],
  variants: [],
});

const words = [
  word('n', 'lantern', 'noun', 'A lamp with a transparent case protecting the flame.'),
  word('v', 'wander', 'verb', 'to move about without a definite destination'),
  word('a', 'curious', 'adjective', 'eager to know or learn something'),
  word('d', 'slowly', 'adverb', 'without speed'),
  word('p', 'beneath', 'preposition', 'under or below'),
  word('es', 'ventana', 'noun', undefined, 'window'),
  word('bare', 'zephyr', null),
];

describe('composeTemplateStory', () => {
  it.each(storyLengths)('writes a %s story that uses every word and reaches its word range', (length) => {
    const story = composeTemplateStory({ words, length, language: 'en' });
    expect(findUsedWords(story.text, words)).toEqual(words.map((w) => w.id));
    const count = countWords(story.text);
    expect(count).toBeGreaterThanOrEqual(storyWordRanges[length].min);
    if (length !== 'Very Short') expect(count).toBeLessThanOrEqual(storyWordRanges[length].max);
  });

  it('writes whole sentences: capitalised, closed, no template gaps, the meaning woven in', () => {
    const { text, title } = composeTemplateStory({ words, length: 'Short', language: 'en' });
    expect(title).toMatch(/^[A-Z][a-z]+'s [A-Z][a-z]+day$/);
    expect(text).not.toMatch(/[{}]/);
    for (const sentence of text.match(/[^.!?]+[.!?]"?/g)!) expect(sentence.trim()).toMatch(/^["A-Z]/);
    expect(text).toMatch(/the lantern, a lamp with a transparent case protecting the flame\./);
    expect(text).toContain('to move about without a definite destination');
    expect(text).not.toContain('to to move');
    expect(text).toContain('"ventana"');
    expect(text).toContain('"window"');
  });

  it('is the same story for the same words', () => {
    const request = { words, length: 'Medium' as const, language: 'en' };
    expect(composeTemplateStory(request)).toEqual(composeTemplateStory(request));
  });

  it('writes English whatever the target language, and says so', () => {
    const spanish = [
      word('1', 'casa', 'noun', undefined, 'house'),
      word('2', 'correr', 'verb', undefined, 'to run'),
      word('3', 'rojo', 'adjective', undefined, 'red'),
    ];
    const story = composeTemplateStory({ words: spanish, length: 'Very Short', language: 'es' });
    expect(story.language).toBe('en');
    expect(findUsedWords(story.text, spanish, 'es')).toEqual(['1', '2', '3']);
  });
});

describe('glosses that would swamp a short story', () => {
  it('keeps a Very Short story of long-defined foreign words in its range by glossing them with translations', () => {
    const word = (id: string, value: string, definition: string, translation: string): StoryWord => ({
      id,
      value,
      partOfSpeech: 'noun',
      definitions: [definition],
      translations: [translation],
      variants: [],
    });
    const story = composeTemplateStory({
      length: 'Very Short',
      language: 'es',
      words: [
        word(
          '1',
          'ventana',
          'a framework of wood or metal that contains a glass windowpane and is built into a wall or roof to admit light or air',
          'window',
        ),
        word(
          '2',
          'árbol',
          'a tall perennial woody plant having a main trunk and branches forming a distinct elevated crown; includes both gymnosperms and angiosperms',
          'tree',
        ),
        word(
          '3',
          'libro',
          'a written work or composition that has been published (printed on pages bound together)',
          'book',
        ),
      ],
    });
    const count = countWords(story.text);
    expect(count).toBeGreaterThanOrEqual(storyWordRanges['Very Short'].min);
    expect(count).toBeLessThanOrEqual(storyWordRanges['Very Short'].max);
    expect(story.text).toContain('the ventana, "window"');
  });
});

describe('composeStory with the template generator', () => {
  it('returns the title, text, word count and used words, marked as template', async () => {
    const story = await composeStory(templateStoryGenerator, {
      words: words.slice(0, 4),
      length: 'Short',
      language: 'en',
    });
    expect(story.generator).toBe('template');
    expect(story.usedWordIds).toEqual(['n', 'v', 'a', 'd']);
    expect(story.actualWordCount).toBe(countWords(story.text));
    expect(story.title.length).toBeGreaterThan(0);
  });

  it('reads the title with the text when it measures the language', async () => {
    const measured: string[] = [];
    const story = await composeStory(
      templateStoryGenerator,
      { words: words.slice(0, 4), length: 'Short', language: 'en' },
      async (draft) => {
        measured.push(draft.text);
        return null;
      },
    );
    expect(measured).toEqual([`${story.title}\n${story.text}`]);
  });

  it('refuses fewer than 3 words', async () => {
    const error = await composeStory(templateStoryGenerator, {
      words: words.slice(0, 2),
      length: 'Short',
      language: 'en',
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({
      code: 'STORY_TOO_FEW_WORDS',
      status: 400,
      message: 'Stories need at least 3 words',
    });
  });
});
