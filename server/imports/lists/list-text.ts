import { createReadStream } from 'node:fs';
import { ImportFileError } from '../import-error';

// A list's text. Node's own decoding turns every byte that is not UTF-8 into U+FFFD without a word, so
// a Hebrew list Excel saved in Windows-1255 became rows of question marks that collided as duplicates.
// Decoded strictly instead, and refused when it is not UTF-8; UTF-16 (which Excel's "Unicode Text"
// writes) is read when its byte order mark says so. A UTF-8 byte order mark is dropped.

export const NOT_UTF8_CODE = 'IMPORT_FILE_NOT_UTF8';
export const NOT_UTF8_MESSAGE =
  'This file is not UTF-8 text. In Excel, save it as CSV UTF-8 (Comma delimited) and try again.';

type Encoding = 'utf-8' | 'utf-16le' | 'utf-16be';

function encodingOf(head: Uint8Array): Encoding {
  if (head[0] === 0xff && head[1] === 0xfe) return 'utf-16le';
  if (head[0] === 0xfe && head[1] === 0xff) return 'utf-16be';
  return 'utf-8';
}

/**
 * The file's text in chunks. With `end` (the last byte to read) only its start is read. A character
 * cut at that byte, or at the file's end when it is `cut` (a file's first bytes, as a preview is sent),
 * is left out rather than refused; bytes that are not UTF-8 anywhere before it are still refused.
 */
export async function* listText(
  path: string,
  options: { end?: number; cut?: boolean } = {},
): AsyncGenerator<string> {
  const cut = options.cut === true || options.end !== undefined;
  let decoder: TextDecoder | undefined;
  try {
    for await (const chunk of createReadStream(path, { end: options.end }) as AsyncIterable<Buffer>) {
      decoder ??= new TextDecoder(encodingOf(chunk), { fatal: true });
      const text = decoder.decode(chunk, { stream: true });
      if (text) yield text;
    }
    if (decoder && !cut) {
      const rest = decoder.decode();
      if (rest) yield rest;
    }
  } catch (error) {
    if (
      error instanceof TypeError &&
      (error as { code?: string }).code === 'ERR_ENCODING_INVALID_ENCODED_DATA'
    )
      throw new ImportFileError(NOT_UTF8_MESSAGE, NOT_UTF8_CODE);
    throw error;
  }
}
