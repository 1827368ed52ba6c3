import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '~/server/http/errors';
import {
  type ChatCompletionsPeer,
  completion,
  garbage,
  silence,
  startChatCompletionsPeer,
  storyAnswer as story,
} from '~/server/test/chat-completions-peer';
import { createChatCompletionsGenerator, parseDraft } from './chat-completions-generator';
import { composeStory } from './compose-story';
import type { StoryRequest } from './story-generator';

let peer: ChatCompletionsPeer;
beforeAll(async () => {
  peer = await startChatCompletionsPeer();
});
afterAll(() => peer.close());
beforeEach(() => peer.reset());

const words = [
  {
    id: 'w1',
    value: 'house',
    partOfSpeech: 'noun',
    definitions: ['a building where people live'],
    translations: [],
    variants: [],
  },
  {
    id: 'w2',
    value: 'run',
    partOfSpeech: 'verb',
    definitions: ['move fast on foot'],
    translations: [],
    variants: [],
  },
  {
    id: 'w3',
    value: 'quickly',
    partOfSpeech: 'adverb',
    definitions: ['fast'],
    translations: [],
    variants: [],
  },
];
const request: StoryRequest = { words, length: 'Very Short', language: 'en' };
const generator = (overrides: Partial<Parameters<typeof createChatCompletionsGenerator>[0]> = {}) =>
  createChatCompletionsGenerator({
    baseUrl: peer.baseUrl,
    model: 'test-model',
    apiKey: 'sk-test',
    timeoutMs: 2000,
    backoffMs: 10,
    ...overrides,
  });

async function failure(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('chat-completions story generator', () => {
  it('asks the model for a story with every word and reads its JSON answer', async () => {
    peer.script = [story('They run quickly to the house.')];
    const draft = await generator().write(request);
    expect(draft).toEqual({ title: 'A Day Out', text: 'They run quickly to the house.', language: 'en' });
    expect(peer.received).toHaveLength(1);
    expect(peer.received[0]!.headers.authorization).toBe('Bearer sk-test');
    expect(peer.received[0]!.body).toMatchObject({ model: 'test-model', stream: false });
    const prompt = peer.promptOf(0);
    for (const word of words) expect(prompt).toContain(`"${word.value}"`);
    expect(prompt).toContain('50 to 100 words');
    expect(prompt).toContain('English');
  });

  it('reads the story inside a code fence', () => {
    expect(parseDraft('Here you go:\n```json\n{"title":"T","text":"Body"}\n```')).toEqual({
      title: 'T',
      text: 'Body',
    });
    expect(parseDraft('Once upon a time')).toBeNull();
    expect(parseDraft('{"title": "", "text": "x"}')).toBeNull();
  });

  it('retries a stream of garbage, then fails with a clear error', async () => {
    peer.script = [garbage, garbage, garbage];
    const error = await failure(generator().write(request));
    expect(error).toMatchObject({ code: 'STORY_GENERATOR_FAILED', status: 502 });
    expect(error.message).toBe(
      'The story generator did not write the story: the answer was not JSON (3 tries)',
    );
    expect(peer.received).toHaveLength(3);
  });

  it('retries an answer that is not the JSON story asked for, and takes the next good one', async () => {
    peer.script = [
      completion('Sure! Once upon a time...'),
      completion('{"title": 1}'),
      story('They run quickly to the house.'),
    ];
    await expect(generator().write(request)).resolves.toMatchObject({ title: 'A Day Out' });
    expect(peer.received).toHaveLength(3);
  });

  it('abandons a request past the timeout and says so', async () => {
    peer.script = [silence, silence];
    const started = performance.now();
    const error = await failure(generator({ timeoutMs: 300, maxAttempts: 2 }).write(request));
    expect(error.message).toBe(
      'The story generator did not write the story: no answer within 0.3 s (2 tries)',
    );
    expect(performance.now() - started).toBeGreaterThanOrEqual(550);
    expect(peer.received).toHaveLength(2);
  });

  it('waits out a 429 as long as Retry-After asks, then succeeds', async () => {
    peer.script = [
      (_req, res) => res.writeHead(429, { 'retry-after': '1' }).end('{"error":{"message":"slow down"}}'),
      story('They run quickly to the house.'),
    ];
    const started = performance.now();
    await expect(generator({ backoffMs: 1 }).write(request)).resolves.toMatchObject({ title: 'A Day Out' });
    expect(performance.now() - started).toBeGreaterThanOrEqual(950);
    expect(peer.received).toHaveLength(2);
  });

  it('fails at once when Retry-After asks for longer than it will wait', async () => {
    peer.script = [(_req, res) => res.writeHead(429, { 'retry-after': '3600' }).end()];
    const error = await failure(generator().write(request));
    expect(error.message).toBe(
      'The story generator did not write the story: the endpoint is rate limiting (429); it asks to wait 3600 s',
    );
    expect(peer.received).toHaveLength(1);
  });

  it('does not retry a refusal such as a wrong key, and passes on what the endpoint said', async () => {
    peer.script = [
      (_req, res) =>
        res.writeHead(401, { 'content-type': 'application/json' }).end('{"error":"invalid key"}'),
    ];
    const error = await failure(generator().write(request));
    expect(error.message).toBe(
      'The story generator did not write the story: the endpoint refused the request (401): {"error":"invalid key"}',
    );
    expect(peer.received).toHaveLength(1);
  });

  it('reports an endpoint it cannot reach', async () => {
    const error = await failure(
      generator({ baseUrl: 'http://127.0.0.1:9/v1', maxAttempts: 1 }).write(request),
    );
    expect(error.message).toMatch(
      /^The story generator did not write the story: could not reach http:\/\/127\.0\.0\.1:9\/v1/,
    );
  });

  it('asks again, naming the left-out word, when a story misses one; refuses it after three drafts', async () => {
    const missing = story('They run to the house.');
    peer.script = [missing, story('They run quickly to the houses.')];
    const composed = await composeStory(generator(), request);
    expect(composed).toMatchObject({ generator: 'ai', usedWordIds: ['w1', 'w2', 'w3'], actualWordCount: 6 });
    expect(peer.promptOf(1)).toContain('Your previous story left out "quickly".');

    peer.received = [];
    peer.script = [missing, missing, missing];
    const error = await failure(composeStory(generator(), request));
    expect(error).toMatchObject({ code: 'STORY_INCOMPLETE', status: 502 });
    expect(error.message).toBe(
      'The story generator left out "quickly" in 3 tries. Try again, or choose other words.',
    );
    expect(peer.received).toHaveLength(3);
  });

  it('asks for no more tokens than the longest story of the length needs', async () => {
    peer.script = [story('They run quickly to the house.'), story('They run quickly to the house.')];
    await generator().write(request);
    await generator().write({ ...request, length: 'Long' });
    const veryShort = peer.received[0]!.body.max_tokens as number;
    const long = peer.received[1]!.body.max_tokens as number;
    expect(veryShort).toBeGreaterThanOrEqual(100 * 2);
    expect(long).toBeGreaterThan(veryShort);
    expect(long).toBeLessThanOrEqual(500 * 6);
  });

  it('stops reading an answer past its byte cap, and does not ask again', async () => {
    let sent = 0;
    peer.script = [
      (_req, res) => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.write('{"choices":[{"message":{"content":"');
        const chunk = 'word '.repeat(20_000); // 100 KB
        const more = () => {
          if (res.destroyed || sent >= 50) return res.end('"}}]}');
          sent++;
          res.write(chunk, () => setImmediate(more));
        };
        more();
      },
    ];
    const started = performance.now();
    const error = await failure(generator().write(request));
    expect(error).toMatchObject({ code: 'STORY_GENERATOR_FAILED', status: 502 });
    expect(error.message).toMatch(/the answer was longer than \d+ KB/);
    expect(sent).toBeLessThan(10);
    expect(peer.received).toHaveLength(1);
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('refuses a story far past its length', async () => {
    const rambling = `They run quickly to the house. ${'And then they walked on. '.repeat(60)}`;
    peer.script = [story(rambling)];
    const error = await failure(composeStory(generator(), request));
    expect(error).toMatchObject({ code: 'STORY_TOO_LONG', status: 502 });
    expect(error.message).toBe(
      'The story generator wrote 306 words for a story of 50 to 100 words. Try again.',
    );
    expect(peer.received).toHaveLength(1);
  });
});
