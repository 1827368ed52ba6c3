import type { ExampleSentence } from '~/core/dictionary/example-sentence';
import type { StorySentence } from '~/core/stories/my-story';
import type { StoryLength } from '~/core/stories/story-lengths';
import type { StoryLevel } from '~/core/stories/story-level';
import type { StudyWord } from '~/core/study/study-word';

export type StoryWord = Pick<
  StudyWord,
  'id' | 'value' | 'partOfSpeech' | 'definitions' | 'translations' | 'variants'
>;

/**
 * What the offline composer writes a story in the learner's language from: the example sentences of
 * the chosen words (by word id) and everyday sentences of the language, and the learner's language
 * (the translation shown under each sentence).
 */
export type StoryMaterial = {
  sentencesByWord: Record<string, readonly ExampleSentence[]>;
  everyday: readonly ExampleSentence[];
  nativeLanguage: string | null;
};

export type StoryRequest = {
  words: StoryWord[];
  length: StoryLength;
  /** The learner's target language (ISO code): the language the story should be written in. */
  language: string;
  /** The learner's level, for the AI endpoint's prompt (core/stories/story-level.ts). */
  level?: StoryLevel;
  /** Words a previous attempt left out, so the next attempt can be told. */
  missingWords?: string[];
  /** A previous attempt was not in `language` (too few of its words are), so the next can be told. */
  wrongLanguage?: boolean;
  /**
   * Model calls this story may still make, shared by its drafts and their retries (composeStory sets
   * it): a failing story costs its retries once, not once per draft.
   */
  calls?: { left: number };
  /** For the offline composer: sentences in the story's language (server/stories/story-material.ts). */
  material?: StoryMaterial;
};

export type StoryDraft = {
  title: string;
  text: string;
  language: string;
  /** The text sentence by sentence with translations, when the composer knows them. */
  sentences?: StorySentence[];
};

/** Who wrote a story: an AI model through the chat-completions endpoint, or the offline templates. */
export type GeneratorKind = 'ai' | 'template';

export interface StoryGenerator {
  readonly kind: GeneratorKind;
  write(request: StoryRequest): Promise<StoryDraft>;
}
