import type { Readable } from 'node:stream';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import {
  MAX_ARCHIVE_ENTRIES,
  MAX_COMPRESSION_RATIO,
  RATIO_CHECK_FROM_BYTES,
} from '~/core/imports/import-limits';
import { ImportFileError } from '../import-error';

const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

/**
 * A zip archive read from disk by its central directory: entries are listed without inflating them,
 * and only the few an import needs are ever inflated, each against its declared size and a ceiling.
 */
export type PackageArchive = {
  names: ReadonlySet<string>;
  /** The entry inflated into memory, refused past `maxBytes` or an implausible compression ratio. */
  read: (name: string, maxBytes: number) => Promise<Buffer>;
  /** The entry's bytes as they are stored (for a zstd stream inside a stored entry). */
  stream: (name: string, maxBytes: number) => Promise<Readable>;
  close: () => void;
};

export async function openPackageArchive(path: string): Promise<PackageArchive> {
  let zip: ZipFile;
  try {
    zip = await yauzl.openPromise(path, { lazyEntries: true, autoClose: false, validateEntrySizes: true });
  } catch {
    throw new ImportFileError('This file is not an Anki package: it is not a zip archive.');
  }
  const entries = new Map<string, Entry>();
  try {
    for await (const entry of zip.eachEntry()) {
      if (entries.size >= MAX_ARCHIVE_ENTRIES) {
        throw new ImportFileError(`This package lists more than ${MAX_ARCHIVE_ENTRIES} files.`);
      }
      entries.set(entry.fileName, entry);
    }
  } catch (error) {
    zip.close();
    if (error instanceof ImportFileError) throw error;
    // yauzl refuses absolute names and names with "..": files that would climb out of their folder.
    throw new ImportFileError(`This package is damaged or unsafe: ${(error as Error).message}.`);
  }

  const checked = (name: string, maxBytes: number) => {
    const entry = entries.get(name);
    if (!entry) throw new ImportFileError(`This package has no ${name}.`);
    if (entry.uncompressedSize > maxBytes) {
      throw new ImportFileError(
        `${name} is ${megabytes(entry.uncompressedSize)} once unpacked; the most we import is ${megabytes(maxBytes)}.`,
      );
    }
    const ratio = entry.uncompressedSize / Math.max(1, entry.compressedSize);
    if (entry.uncompressedSize >= RATIO_CHECK_FROM_BYTES && ratio > MAX_COMPRESSION_RATIO) {
      throw new ImportFileError(
        `${name} claims to unpack ${Math.round(ratio)} times larger than it is stored: this looks like a zip bomb, so it was not opened.`,
      );
    }
    return entry;
  };

  const stream = async (name: string, maxBytes: number) => {
    try {
      return await zip.openReadStreamPromise(checked(name, maxBytes));
    } catch (error) {
      if (error instanceof ImportFileError) throw error;
      throw new ImportFileError(`This package is damaged: ${(error as Error).message}.`);
    }
  };

  return {
    names: new Set(entries.keys()),
    stream,
    read: async (name, maxBytes) => {
      const input = await stream(name, maxBytes);
      const chunks: Buffer[] = [];
      let total = 0;
      try {
        // yauzl also stops a stream that inflates past its declared size (validateEntrySizes).
        for await (const chunk of input as AsyncIterable<Buffer>) {
          total += chunk.length;
          if (total > maxBytes) throw new ImportFileError(`${name} is larger than ${megabytes(maxBytes)}.`);
          chunks.push(chunk);
        }
      } catch (error) {
        input.destroy();
        if (error instanceof ImportFileError) throw error;
        throw new ImportFileError(`This package is damaged: ${(error as Error).message}.`);
      }
      return Buffer.concat(chunks, total);
    },
    close: () => zip.close(),
  };
}
