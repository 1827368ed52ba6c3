import { englishLanguageName } from '~/core/stories/language-name';
import type { StorySentence } from '~/core/stories/my-story';
import { STORY_MIN_WORDS, storyWordRanges } from '~/core/stories/story-lengths';
import { countWords, findUsedWords } from '~/core/stories/story-text';
import { AppError } from '~/server/http/errors';
import type { GeneratorKind, StoryGenerator, StoryRequest } from './story-generator';
import { type LanguageShare, STORY_MIN_LANGUAGE_SHARE } from './story-language-share';

export type ComposedStory = {
  title: string;
  text: string;
  language: string;
  actualWordCount: number;
  /** The chosen words the text uses: all of them, or the story is not accepted. */
  usedWordIds: string[];
  generator: GeneratorKind;
  sentences: StorySentence[] | null;
};

/** Drafts asked for before a story that leaves out a chosen word is refused. */
export const STORY_ATTEMPTS = 3;
/** Calls to the model one story may make in all, drafts and retries together. */
export const STORY_MODEL_CALLS = 3;

/** A story past this many times its length's longest is refused: the model did not do as asked. */
export const STORY_MAX_OVERRUN = 2;

/** How much of a draft, title and text, is in the language asked for; null when that cannot be judged. */
export type MeasureLanguage = (draft: { text: string; language: string }) => Promise<LanguageShare | null>;

/**
 * A story from the chosen words through one generator. A draft that is not in the language asked for
 * (with `measureLanguage`: under STORY_MIN_LANGUAGE_SHARE of its words are that language's) or that
 * does not use every chosen word is not accepted: the generator is asked again, told what was wrong,
 * and after STORY_ATTEMPTS drafts (or STORY_MODEL_CALLS calls, retries included) the story fails with
 * 502 STORY_WRONG_LANGUAGE (the last draft was in another language) or STORY_INCOMPLETE (naming the
 * words left out). A draft far past its length (STORY_MAX_OVERRUN) fails at once with STORY_TOO_LONG
 * (502): asking again would cost as much.
 */
export async function composeStory(
  generator: StoryGenerator,
  request: Omit<StoryRequest, 'missingWords' | 'wrongLanguage'>,
  measureLanguage?: MeasureLanguage,
): Promise<ComposedStory> {
  const ids = new Set(request.words.map((word) => word.id));
  if (ids.size < STORY_MIN_WORDS) {
    throw new AppError('STORY_TOO_FEW_WORDS', 'Stories need at least 3 words', 400);
  }
  let missing: string[] = [];
  let wrongLanguage: LanguageShare | null = null;
  const calls = { left: STORY_MODEL_CALLS };
  let drafts = 0;
  while (drafts < STORY_ATTEMPTS && calls.left > 0) {
    drafts++;
    const draft = await generator.write({
      ...request,
      calls,
      ...(missing.length ? { missingWords: missing } : {}),
      ...(wrongLanguage ? { wrongLanguage: true } : {}),
    });
    const actualWordCount = countWords(draft.text, draft.language);
    const { min, max } = storyWordRanges[request.length];
    if (actualWordCount > max * STORY_MAX_OVERRUN) {
      throw new AppError(
        'STORY_TOO_LONG',
        `The story generator wrote ${actualWordCount} words for a story of ${min} to ${max} words. Try again.`,
        502,
      );
    }
    // The title is read with the text: a story under a title in another language is not in the language.
    const share = measureLanguage
      ? await measureLanguage({ language: draft.language, text: `${draft.title}\n${draft.text}` })
      : null;
    wrongLanguage = share && share.share < STORY_MIN_LANGUAGE_SHARE ? share : null;
    if (wrongLanguage) {
      missing = [];
      continue;
    }
    const used = new Set(findUsedWords(draft.text, request.words, draft.language));
    missing = request.words.filter((word) => !used.has(word.id)).map((word) => word.value);
    if (missing.length === 0) {
      return {
        title: draft.title.trim(),
        text: draft.text.trim(),
        language: draft.language,
        actualWordCount,
        usedWordIds: [...used],
        generator: generator.kind,
        sentences: draft.sentences ?? null,
      };
    }
  }
  if (wrongLanguage) {
    const percent = Math.round(wrongLanguage.share * 100);
    throw new AppError(
      'STORY_WRONG_LANGUAGE',
      `The story generator did not write in ${englishLanguageName(request.language)} (${percent}% of the words of its last story were) in ${drafts} ${drafts === 1 ? 'try' : 'tries'}. Try again.`,
      502,
    );
  }
  throw new AppError(
    'STORY_INCOMPLETE',
    `The story generator left out ${missing.map((word) => `"${word}"`).join(', ')} in ${drafts} ${drafts === 1 ? 'try' : 'tries'}. Try again, or choose other words.`,
    502,
  );
}
