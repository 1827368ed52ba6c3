import { AppError } from '~/server/errors';

// The version an edit was based on: the body's `version`, else the If-Match header ("3", W/"3" or 3).
export function expectedVersion(bodyVersion: number | undefined, ifMatch: string | undefined): number {
  if (bodyVersion !== undefined) return bodyVersion;
  const match = ifMatch?.trim().match(/^(?:W\/)?"?(\d+)"?$/);
  if (match) return Number(match[1]);
  throw new AppError(
    'VERSION_REQUIRED',
    'Send the version of the word you edited (the If-Match header or a "version" field).',
    428,
  );
}
