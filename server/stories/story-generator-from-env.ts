import type { Env } from '~/server/env';
import { createChatCompletionsGenerator } from './chat-completions-generator';
import { canComposeSentenceStory, composeSentenceStory } from './sentence-story';
import type { StoryGenerator } from './story-generator';
import { composeTemplateStory } from './template-story';

/**
 * The offline composer: in the language being learned, from example sentences, when that language has
 * them (every taught language does); the English templates otherwise.
 */
export const templateStoryGenerator: StoryGenerator = {
  kind: 'template',
  write: async (request) =>
    canComposeSentenceStory(request) ? composeSentenceStory(request) : composeTemplateStory(request),
};

/** The AI endpoint when AI_BASE_URL is set, otherwise the offline template composer. */
export function storyGeneratorFromEnv(
  env: Pick<Env, 'AI_BASE_URL' | 'AI_API_KEY' | 'AI_MODEL' | 'AI_TIMEOUT_MS'>,
): StoryGenerator {
  if (!env.AI_BASE_URL || !env.AI_MODEL) return templateStoryGenerator;
  return createChatCompletionsGenerator({
    baseUrl: env.AI_BASE_URL,
    model: env.AI_MODEL,
    apiKey: env.AI_API_KEY,
    timeoutMs: env.AI_TIMEOUT_MS,
  });
}
