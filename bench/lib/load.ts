import autocannon from 'autocannon';
import { percentile } from './table';

export type LoadResult = {
  requests: number;
  /** Requests sent, including those still unanswered at the end (what the CPU was spent on). */
  started: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  non2xx: number;
  errors: number;
  /** Every response time (ms), so runs can be put together (combineLoads). */
  latencies: number[];
};

// autocannon reports p90 and p97.5 but not p95, so every response time is kept and ranked here.
export async function runLoad(options: {
  url: string;
  paths: string[];
  headers?: Record<string, string>;
  connections?: number;
  seconds?: number;
  method?: 'GET' | 'POST';
  body?: (index: number) => string | undefined;
  /** Headers of request `index` on top of `headers` (say, each learner's own bearer token). */
  headersFor?: (index: number) => Record<string, string>;
}): Promise<LoadResult> {
  const latencies: number[] = [];
  let next = 0;
  const settings: autocannon.Options = {
    url: options.url,
    connections: options.connections ?? 50,
    duration: options.seconds ?? 10,
    headers: options.headers,
    requests: [
      {
        setupRequest: (request: autocannon.Request) => {
          const index = next++;
          const body = options.body?.(index);
          const headers = { ...request.headers, ...options.headersFor?.(index) };
          return {
            ...request,
            method: options.method ?? 'GET',
            path: options.paths[index % options.paths.length]!,
            headers: body ? { ...headers, 'content-type': 'application/json' } : headers,
            ...(body ? { body } : {}),
          };
        },
      },
    ],
  };
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(settings, (error, done) => (error ? reject(error) : resolve(done)));
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
  const requests = result.requests.total;
  return {
    requests,
    started: next,
    rps: requests / (result.duration || 1),
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    latencies,
  };
}

/** Several runs as one: their requests and latencies together, the rate over their time. */
export function combineLoads(runs: LoadResult[]): LoadResult {
  const latencies = runs.flatMap((run) => run.latencies);
  const sum = (of: (run: LoadResult) => number) => runs.reduce((total, run) => total + of(run), 0);
  const requests = sum((run) => run.requests);
  return {
    requests,
    started: sum((run) => run.started),
    rps:
      requests /
      Math.max(
        1e-9,
        sum((run) => run.requests / (run.rps || 1)),
      ),
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    non2xx: sum((run) => run.non2xx),
    errors: sum((run) => run.errors),
    latencies,
  };
}
