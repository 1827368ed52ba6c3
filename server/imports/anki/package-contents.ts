import { BinaryReader, WireType } from '@bufbuild/protobuf/wire';
import { Decompress } from 'fzstd';
import { MAX_COLLECTION_BYTES } from '~/core/imports/import-limits';
import { ImportFileError } from '../import-error';
import type { PackageArchive } from './package-archive';

// What an Anki 2.1 package holds (.apkg for decks, .colpkg for a whole collection), as Anki writes
// it (rslib/src/import_export/package): a `meta` protobuf naming the layout, the collection as SQLite
// (`collection.anki2` or `collection.anki21`, deflated; or `collection.anki21b`, zstd-compressed in a
// stored entry), a `media` list (JSON {"0": "name.mp3"} in the legacy layouts, a zstd-compressed
// MediaEntries protobuf in the latest) and the media files named 0, 1, 2… We keep no audio or images:
// the media files are never unpacked, but the list is checked, as Anki checks it.

export const packageVersions = { legacy1: 1, legacy2: 2, latest: 3 } as const;
type PackageVersion = (typeof packageVersions)[keyof typeof packageVersions];

const collectionFile: Record<PackageVersion, string> = {
  1: 'collection.anki2',
  2: 'collection.anki21',
  3: 'collection.anki21b',
};

const MAX_MEDIA_LIST_BYTES = 16 * 1024 * 1024;

/** The layout: `meta` when present (PackageMetadata { Version version = 1 }), else which file exists. */
async function packageVersion(archive: PackageArchive): Promise<PackageVersion> {
  if (archive.names.has('meta')) {
    const reader = new BinaryReader(await archive.read('meta', 1024));
    let version = 0;
    while (reader.pos < reader.len) {
      const [field, wireType] = reader.tag();
      if (field === 1 && wireType === WireType.Varint) version = reader.uint32();
      else reader.skip(wireType);
    }
    if (version === 1 || version === 2 || version === 3) return version;
    throw new ImportFileError(
      'This package was made by a newer Anki than we can read. Export it again with "Support older Anki versions" ticked.',
    );
  }
  if (archive.names.has('collection.anki21')) return 2;
  if (archive.names.has('collection.anki2')) return 1;
  throw new ImportFileError('This zip file is not an Anki package: it holds no Anki collection.');
}

/** zstd-decompressed, stopping as soon as the output passes `maxBytes` (no bomb is ever inflated whole). */
async function unzstd(input: AsyncIterable<Uint8Array>, name: string, maxBytes: number): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  let total = 0;
  const decompressor = new Decompress((chunk) => {
    total += chunk.length;
    if (total > maxBytes) {
      throw new ImportFileError(
        `${name} unpacks to more than ${Math.round(maxBytes / 1024 / 1024)} MB; the most we import is that.`,
      );
    }
    chunks.push(chunk);
  });
  try {
    // A copy: fzstd reads a chunk's underlying buffer from offset 0, and stream chunks are often views into a pool.
    for await (const chunk of input) decompressor.push(new Uint8Array(chunk));
    decompressor.push(new Uint8Array(0), true);
  } catch (error) {
    if (error instanceof ImportFileError) throw error;
    throw new ImportFileError(`${name} is not valid zstd data: ${(error as Error).message}.`);
  }
  const out = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.length;
  }
  return out;
}

/** Anki's own rule for a media name (rslib io::filename_is_safe): a plain name, never a path. */
export function isSafeMediaName(name: string): boolean {
  return (
    name.length > 0 && name !== '.' && name !== '..' && !/[/\\:\0]/.test(name) && !/^[a-zA-Z]:/.test(name)
  );
}

function legacyMediaNames(bytes: Buffer): string[] {
  let list: unknown;
  try {
    list = JSON.parse(bytes.toString('utf8') || '{}');
  } catch {
    throw new ImportFileError('The media list of this package is damaged.');
  }
  if (typeof list !== 'object' || list === null || Array.isArray(list)) {
    throw new ImportFileError('The media list of this package is damaged.');
  }
  return Object.values(list).map(String);
}

/** MediaEntries { repeated MediaEntry entries = 1 }, MediaEntry { string name = 1; … }. */
function mediaEntryNames(bytes: Uint8Array): string[] {
  const names: string[] = [];
  const reader = new BinaryReader(bytes);
  try {
    while (reader.pos < reader.len) {
      const [field, wireType] = reader.tag();
      if (field !== 1 || wireType !== WireType.LengthDelimited) {
        reader.skip(wireType);
        continue;
      }
      const entry = new BinaryReader(reader.bytes());
      while (entry.pos < entry.len) {
        const [entryField, entryWire] = entry.tag();
        if (entryField === 1 && entryWire === WireType.LengthDelimited) names.push(entry.string());
        else entry.skip(entryWire);
      }
    }
  } catch {
    throw new ImportFileError('The media list of this package is damaged.');
  }
  return names;
}

async function checkMediaList(archive: PackageArchive, version: PackageVersion) {
  if (!archive.names.has('media')) return 0;
  const names =
    version === packageVersions.latest
      ? mediaEntryNames(
          await unzstd(await archive.stream('media', MAX_MEDIA_LIST_BYTES), 'media', MAX_MEDIA_LIST_BYTES),
        )
      : legacyMediaNames(await archive.read('media', MAX_MEDIA_LIST_BYTES));
  const unsafe = names.find((name) => !isSafeMediaName(name));
  if (unsafe !== undefined) {
    throw new ImportFileError(
      `This package names a media file "${unsafe.slice(0, 80)}" that would be written outside its folder, so nothing was imported.`,
    );
  }
  return names.length;
}

/** The collection database of a package, its layout and how many media files it lists (dropped). */
export async function readPackageContents(archive: PackageArchive) {
  const version = await packageVersion(archive);
  const name = collectionFile[version];
  if (!archive.names.has(name)) throw new ImportFileError(`This package has no ${name}.`);
  const mediaFiles = await checkMediaList(archive, version);
  const collection =
    version === packageVersions.latest
      ? await unzstd(await archive.stream(name, MAX_COLLECTION_BYTES), name, MAX_COLLECTION_BYTES)
      : new Uint8Array(await archive.read(name, MAX_COLLECTION_BYTES));
  return { version, collection, mediaFiles };
}
