import { parseAccept } from 'hono/utils/accept';

// The build writes a brotli copy, `<file>.br`, next to each of the client build's text files
// (vite.config.ts precompressDirectory); the web handler serves it to browsers that take brotli.

/** Suffix of the brotli copy the build writes next to a file. */
export const brotliSuffix = '.br';

/** Whether an Accept-Encoding header takes brotli (named with a q above 0, or by a wildcard). */
export function acceptsBrotli(acceptEncoding: string | undefined) {
  if (!acceptEncoding) return false;
  const accepts = parseAccept(acceptEncoding);
  const named = accepts.find((accept) => accept.type.toLowerCase() === 'br');
  const wildcard = accepts.find((accept) => accept.type === '*');
  const choice = named ?? wildcard;
  return choice !== undefined && choice.q > 0;
}
