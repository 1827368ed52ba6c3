import type { StoryLength } from '~/core/stories/story-lengths';
import type { StudyWord } from '~/core/study/study-word';

export type StoryWord = Pick<
  StudyWord,
  'id' | 'value' | 'partOfSpeech' | 'definitions' | 'translations' | 'variants'
>;

export type StoryRequest = {
  words: StoryWord[];
  length: StoryLength;
  /** The learner's target language (ISO code): the language the story should be written in. */
  language: string;
  /** Words a previous attempt left out, so the next attempt can be told. */
  missingWords?: string[];
  /**
   * Model calls this story may still make, shared by its drafts and their retries (composeStory sets
   * it): a failing story costs its retries once, not once per draft.
   */
  calls?: { left: number };
};

export type StoryDraft = { title: string; text: string; language: string };

/** Who wrote a story: an AI model through the chat-completions endpoint, or the offline templates. */
export type GeneratorKind = 'ai' | 'template';

export interface StoryGenerator {
  readonly kind: GeneratorKind;
  write(request: StoryRequest): Promise<StoryDraft>;
}
