import { z } from 'zod';
import { englishLanguageName } from '~/core/stories/language-name';
import { storyWordRanges } from '~/core/stories/story-lengths';
import { AppError } from '~/server/http/errors';
import type { StoryDraft, StoryGenerator, StoryRequest } from './story-generator';

export type ChatCompletionsOptions = {
  baseUrl: string;
  model: string;
  apiKey?: string;
  /** One request's limit; past it the request is abandoned and retried. */
  timeoutMs: number;
  /** Requests per story before giving up (the first try included). */
  maxAttempts?: number;
  /** The first wait between tries; it doubles each time. */
  backoffMs?: number;
  /** A Retry-After longer than this is not waited out: the story fails at once with a clear error. */
  maxRetryAfterMs?: number;
  fetch?: typeof fetch;
};

/**
 * The most a story of this length should cost: tokens asked for (`max_tokens`), and bytes read from
 * the answer. Generous for any script (a token is often less than a word; Hebrew escaped in JSON
 * inside JSON takes ~60 bytes a word), and small enough that a runaway model costs little and cannot
 * keep the server busy.
 */
export function storyBudget(length: StoryRequest['length']) {
  const { max } = storyWordRanges[length];
  return { maxTokens: max * 4 + 200, maxBytes: max * 100 + 8 * 1024 };
}

const completionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string() }) })).min(1),
});
const draftSchema = z.object({ title: z.string().trim().min(1).max(200), text: z.string().trim().min(1) });

/** The answer's body as text, abandoned (and the connection closed) past `maxBytes`. */
async function readCapped(response: Response, maxBytes: number): Promise<string> {
  if (!response.body) return '';
  const reader = response.body.getReader();
  const parts: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw failure(`the answer was longer than ${Math.round(maxBytes / 1024)} KB`);
    }
    parts.push(value);
  }
  return Buffer.concat(parts).toString('utf8');
}

class RetryableFailure extends Error {
  constructor(
    message: string,
    readonly retryAfterMs?: number,
  ) {
    super(message);
  }
}

const failure = (detail: string) =>
  new AppError('STORY_GENERATOR_FAILED', `The story generator did not write the story: ${detail}`, 502);

export function storyPrompt(request: StoryRequest) {
  const { min, max } = storyWordRanges[request.length];
  const list = request.words
    .map((word) => {
      const sense = word.definitions[0] ?? word.translations[0];
      const part = word.partOfSpeech ? `${word.partOfSpeech}` : 'word';
      return `- "${word.value}" (${part}${sense ? `: ${sense}` : ''})`;
    })
    .join('\n');
  const language = englishLanguageName(request.language);
  const level = request.level
    ? ` for a learner at CEFR level ${request.level.cefr}, ${request.level.description}`
    : '';
  const reminders = [
    request.wrongLanguage
      ? `\nYour previous story was not in ${language}. Write the title and the whole story in ${language} only.`
      : '',
    request.missingWords?.length
      ? `\nYour previous story left out ${request.missingWords.map((w) => `"${w}"`).join(', ')}. Use every word.`
      : '',
  ].join('');
  return [
    {
      role: 'system',
      content:
        'You write short, simple, grammatical stories for language learners. Answer with one JSON object ' +
        'and nothing else: {"title": "...", "text": "..."}.',
    },
    {
      role: 'user',
      content:
        `Write a story in ${language}${level}, of ${min} to ${max} words, title and text in ${language}. ` +
        `Use each of these words at least once, spelled exactly as given:\n${list}${reminders}`,
    },
  ];
}

/** The JSON object in a model's answer, tolerating a code fence or a sentence around it. */
export function parseDraft(content: string): { title: string; text: string } | null {
  const start = content.indexOf('{');
  const end = content.lastIndexOf('}');
  if (start < 0 || end <= start) return null;
  try {
    const parsed = draftSchema.safeParse(JSON.parse(content.slice(start, end + 1)));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function retryAfterMs(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/**
 * Stories from any OpenAI-compatible chat-completions endpoint (POST {baseUrl}/chat/completions, no
 * streaming). Timeouts, network errors, 429, 5xx and unreadable answers are retried with doubling
 * waits, honouring Retry-After; other refusals (a wrong key or model) fail at once. Every failure
 * ends as AppError STORY_GENERATOR_FAILED (502) saying what went wrong.
 */
export function createChatCompletionsGenerator(options: ChatCompletionsOptions): StoryGenerator {
  const {
    baseUrl,
    model,
    apiKey,
    timeoutMs,
    maxAttempts = 3,
    backoffMs = 1000,
    maxRetryAfterMs = 30_000,
    fetch: fetchFn = fetch,
  } = options;
  const url = `${baseUrl.replace(/\/+$/, '')}/chat/completions`;

  async function once(request: StoryRequest): Promise<StoryDraft> {
    const budget = storyBudget(request.length);
    let response: Response;
    try {
      response = await fetchFn(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}),
        },
        body: JSON.stringify({
          model,
          messages: storyPrompt(request),
          temperature: 0.8,
          stream: false,
          max_tokens: budget.maxTokens,
        }),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const name = (error as Error).name;
      throw new RetryableFailure(
        name === 'TimeoutError' || name === 'AbortError'
          ? `no answer within ${timeoutMs / 1000} s`
          : `could not reach ${baseUrl} (${(error as Error).message})`,
      );
    }
    if (response.status === 429 || response.status >= 500) {
      const wait = retryAfterMs(response.headers.get('retry-after'));
      await response.body?.cancel();
      throw new RetryableFailure(
        response.status === 429
          ? 'the endpoint is rate limiting (429)'
          : `the endpoint failed (${response.status})`,
        wait,
      );
    }
    if (!response.ok) {
      const detail = (await response.text().catch(() => '')).slice(0, 300);
      throw failure(`the endpoint refused the request (${response.status})${detail ? `: ${detail}` : ''}`);
    }
    let body: unknown;
    try {
      body = JSON.parse(await readCapped(response, budget.maxBytes));
    } catch (error) {
      if (error instanceof AppError) throw error;
      const name = (error as Error).name;
      throw new RetryableFailure(
        name === 'TimeoutError' || name === 'AbortError'
          ? `no answer within ${timeoutMs / 1000} s`
          : 'the answer was not JSON',
      );
    }
    const completion = completionSchema.safeParse(body);
    if (!completion.success) throw new RetryableFailure('the answer was not a chat completion');
    const draft = parseDraft(completion.data.choices[0]!.message.content);
    if (!draft) throw new RetryableFailure('the story was not the JSON object asked for');
    return { ...draft, language: request.language };
  }

  return {
    kind: 'ai',
    async write(request) {
      let last: RetryableFailure | undefined;
      let attempt = 0;
      while (attempt < maxAttempts) {
        if (request.calls && request.calls.left <= 0) break;
        attempt++;
        if (request.calls) request.calls.left--;
        try {
          return await once(request);
        } catch (error) {
          if (!(error instanceof RetryableFailure)) throw error;
          last = error;
          if (attempt === maxAttempts || (request.calls && request.calls.left <= 0)) break;
          if (error.retryAfterMs !== undefined && error.retryAfterMs > maxRetryAfterMs) {
            throw failure(`${error.message}; it asks to wait ${Math.ceil(error.retryAfterMs / 1000)} s`);
          }
          const wait = error.retryAfterMs ?? backoffMs * 2 ** (attempt - 1);
          await new Promise((resolve) => setTimeout(resolve, wait));
        }
      }
      if (!last) throw failure('the story used up its calls to the model');
      throw failure(`${last.message} (${attempt} ${attempt === 1 ? 'try' : 'tries'})`);
    },
  };
}
