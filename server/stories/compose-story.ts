import { STORY_MIN_WORDS } from '~/core/stories/story-lengths';
import { countWords, findUsedWords } from '~/core/stories/story-text';
import { AppError } from '~/server/http/errors';
import type { GeneratorKind, StoryGenerator, StoryRequest } from './story-generator';

export type ComposedStory = {
  title: string;
  text: string;
  language: string;
  actualWordCount: number;
  /** The chosen words the text uses: all of them, or the story is not accepted. */
  usedWordIds: string[];
  generator: GeneratorKind;
};

/** Drafts asked for before a story that leaves out a chosen word is refused. */
export const STORY_ATTEMPTS = 3;

/**
 * A story from the chosen words through one generator. A draft that does not use every chosen word
 * is not accepted: the generator is asked again, told which words it left out, and after
 * STORY_ATTEMPTS drafts the story fails with STORY_INCOMPLETE (502), naming the words.
 */
export async function composeStory(
  generator: StoryGenerator,
  request: Omit<StoryRequest, 'missingWords'>,
): Promise<ComposedStory> {
  const ids = new Set(request.words.map((word) => word.id));
  if (ids.size < STORY_MIN_WORDS) {
    throw new AppError('STORY_TOO_FEW_WORDS', 'Stories need at least 3 words', 400);
  }
  let missing: string[] = [];
  for (let attempt = 1; attempt <= STORY_ATTEMPTS; attempt++) {
    const draft = await generator.write({ ...request, ...(missing.length ? { missingWords: missing } : {}) });
    const used = new Set(findUsedWords(draft.text, request.words, draft.language));
    missing = request.words.filter((word) => !used.has(word.id)).map((word) => word.value);
    if (missing.length === 0) {
      return {
        title: draft.title.trim(),
        text: draft.text.trim(),
        language: draft.language,
        actualWordCount: countWords(draft.text, draft.language),
        usedWordIds: [...used],
        generator: generator.kind,
      };
    }
  }
  throw new AppError(
    'STORY_INCOMPLETE',
    `The story generator left out ${missing.map((word) => `"${word}"`).join(', ')} in ${STORY_ATTEMPTS} tries. Try again, or choose other words.`,
    502,
  );
}
