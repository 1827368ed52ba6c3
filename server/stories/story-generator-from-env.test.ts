import { describe, expect, it } from 'vitest';
import { parseEnv } from '~/server/env';
import { storyGeneratorFromEnv } from './story-generator-from-env';

describe('storyGeneratorFromEnv', () => {
  it('uses the template composer when no AI endpoint is configured, the endpoint when one is', () => {
    expect(storyGeneratorFromEnv(parseEnv({})).kind).toBe('template');
    expect(
      storyGeneratorFromEnv(parseEnv({ AI_BASE_URL: 'http://127.0.0.1:11434/v1', AI_MODEL: 'llama3.2' }))
        .kind,
    ).toBe('ai');
  });
});
