import type { Env } from '~/server/env';
import { createChatCompletionsGenerator } from './chat-completions-generator';
import type { StoryGenerator } from './story-generator';
import { composeTemplateStory } from './template-story';

export const templateStoryGenerator: StoryGenerator = {
  kind: 'template',
  write: async (request) => composeTemplateStory(request),
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
