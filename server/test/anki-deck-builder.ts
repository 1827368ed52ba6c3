import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { BinaryWriter } from '@bufbuild/protobuf/wire';
import initSqlJs, { type Database } from 'sql.js';
import yazl from 'yazl';
import { ANKI_SCHEMA_11 } from '~/server/account/anki-collection-schema';

// Builds Anki packages the way Anki 2.1 writes them (rslib/src/import_export/package and
// storage/schema11.sql, upgrades/schema14-15): for tests only. Written independently of our exporter.

export type TestReview = { at: Date; ease: number; type?: number; timeMs?: number; ivl?: number };
export type TestNote = {
  fields: string[];
  tags?: string[];
  noteType?: number;
  reviews?: TestReview[];
  id?: number;
};
export type TestNoteType = { id: number; name: string; fields: string[]; cloze?: boolean };
export type PackageLayout = 'anki2' | 'anki21' | 'anki21b';

export const BASIC_NOTE_TYPE: TestNoteType = {
  id: 1_342_697_561_419,
  name: 'Basic',
  fields: ['Front', 'Back'],
};

// Schema 18 (collection.anki21b): note types, fields, templates, decks and configs in their own tables.
const SCHEMA18_TABLES = `
create table deck_config (id integer primary key not null, name text not null, mtime_secs integer not null,
  usn integer not null, config blob not null);
create table config (key text not null primary key, usn integer not null, mtime_secs integer not null,
  val blob not null) without rowid;
create table tags (tag text not null primary key, usn integer not null) without rowid;
create table fields (ntid integer not null, ord integer not null, name text not null, config blob not null,
  primary key (ntid, ord)) without rowid;
create table templates (ntid integer not null, ord integer not null, name text not null, mtime_secs integer not null,
  usn integer not null, config blob not null, primary key (ntid, ord)) without rowid;
create table notetypes (id integer not null primary key, name text not null, mtime_secs integer not null,
  usn integer not null, config blob not null);
create table decks (name text not null primary key, id integer not null, mtime_secs integer not null,
  usn integer not null, common blob not null, kind blob not null);`;

const checksum = (text: string) =>
  Number.parseInt(createHash('sha1').update(text).digest('hex').slice(0, 8), 16);

function modelsJson(noteTypes: TestNoteType[]) {
  return JSON.stringify(
    Object.fromEntries(
      noteTypes.map((type) => [
        String(type.id),
        {
          id: type.id,
          name: type.name,
          type: type.cloze ? 1 : 0,
          mod: 0,
          usn: 0,
          sortf: 0,
          did: 1,
          tmpls: [
            {
              name: 'Card 1',
              ord: 0,
              qfmt: `{{${type.fields[0]}}}`,
              afmt: '{{FrontSide}}',
              bqfmt: '',
              bafmt: '',
              did: null,
            },
          ],
          flds: type.fields.map((name, ord) => ({
            name,
            ord,
            sticky: false,
            rtl: false,
            font: 'Arial',
            size: 20,
          })),
          css: '',
          latexPre: '',
          latexPost: '',
          req: [[0, 'any', [0]]],
        },
      ]),
    ),
  );
}

let sqlJs: ReturnType<typeof initSqlJs> | undefined;

/** A collection database with Anki's schema, its notes (one card each) and their review history. */
export async function buildCollection(options: {
  notes: TestNote[];
  noteTypes?: TestNoteType[];
  schema?: 11 | 18;
}): Promise<Uint8Array> {
  sqlJs ??= initSqlJs();
  const SQL = await sqlJs;
  const db: Database = new SQL.Database();
  const schema = options.schema ?? 11;
  const noteTypes = options.noteTypes ?? [BASIC_NOTE_TYPE];
  // The legacy schema is the one our own export writes: a test deck is built with the same tables.
  db.exec(ANKI_SCHEMA_11);
  const decks = JSON.stringify({
    1: {
      id: 1,
      name: 'Default',
      mod: 0,
      usn: 0,
      lrnToday: [0, 0],
      revToday: [0, 0],
      newToday: [0, 0],
      timeToday: [0, 0],
      collapsed: false,
      browserCollapsed: false,
      desc: '',
      dyn: 0,
      conf: 1,
      extendNew: 0,
      extendRev: 0,
    },
  });
  db.run('insert into col values (1, ?, 0, 0, ?, 0, 0, 0, ?, ?, ?, ?, ?)', [
    1_700_000_000,
    schema,
    '{}',
    schema === 11 ? modelsJson(noteTypes) : '',
    schema === 11 ? decks : '',
    schema === 11 ? '{}' : '',
    '{}',
  ]);
  if (schema === 18) {
    db.exec(SCHEMA18_TABLES);
    for (const type of noteTypes) {
      // NotetypeConfig { Kind kind = 1; } — Cloze is 1.
      const config = new BinaryWriter()
        .uint32(8)
        .uint32(type.cloze ? 1 : 0)
        .finish();
      db.run('insert into notetypes values (?, ?, 0, 0, ?)', [type.id, type.name, config]);
      for (const [ord, name] of type.fields.entries()) {
        db.run('insert into fields values (?, ?, ?, ?)', [type.id, ord, name, new Uint8Array()]);
      }
      db.run('insert into templates values (?, 0, ?, 0, 0, ?)', [type.id, 'Card 1', new Uint8Array()]);
    }
  }
  let noteId = 1_600_000_000_000;
  options.notes.forEach((note, index) => {
    const id = note.id ?? noteId++;
    const cardId = id + 7;
    const flds = note.fields.join('\x1f');
    db.run('insert into notes values (?, ?, ?, 0, -1, ?, ?, ?, ?, 0, ?)', [
      id,
      `guid${index}`,
      note.noteType ?? noteTypes[0]!.id,
      note.tags?.length ? ` ${note.tags.join(' ')} ` : '',
      flds,
      note.fields[0] ?? '',
      checksum(note.fields[0] ?? ''),
      '',
    ]);
    const reviews = note.reviews ?? [];
    db.run('insert into cards values (?, ?, 1, 0, 0, -1, ?, ?, ?, ?, 2500, ?, 0, 0, 0, 0, 0, ?)', [
      cardId,
      id,
      reviews.length ? 2 : 0,
      reviews.length ? 2 : 0,
      reviews.length ? 100 : index,
      reviews.length ? 3 : 0,
      reviews.length,
      '{}',
    ]);
    for (const review of reviews) {
      db.run('insert into revlog values (?, ?, -1, ?, ?, 0, 2500, ?, ?)', [
        review.at.getTime(),
        cardId,
        review.ease,
        review.ivl ?? 1,
        review.timeMs ?? 5000,
        review.type ?? 1,
      ]);
    }
  });
  const bytes = db.export();
  db.close();
  return bytes;
}

function zip(entries: { name: string; data: Buffer | Uint8Array; store?: boolean }[]): Promise<Buffer> {
  const archive = new yazl.ZipFile();
  for (const entry of entries)
    archive.addBuffer(Buffer.from(entry.data), entry.name, { compress: !entry.store });
  archive.end();
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    archive.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk));
    archive.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    archive.outputStream.on('error', reject);
  });
}

/** zstd-compressed by Debian's zstd (the reference implementation, as Anki links it), level 3. */
export async function zstd(data: Uint8Array): Promise<Uint8Array> {
  const result = spawnSync('zstd', ['-q', '-c', '-3'], { input: data, maxBuffer: 1024 * 1024 * 1024 });
  if (result.status !== 0) throw new Error(`zstd failed: ${result.stderr?.toString() ?? result.error}`);
  return new Uint8Array(result.stdout);
}

/** MediaEntries { repeated MediaEntry entries = 1 }, MediaEntry { name = 1; size = 2; sha1 = 3 }. */
function mediaEntries(media: Record<string, Buffer>) {
  const writer = new BinaryWriter();
  for (const [name, data] of Object.entries(media)) {
    writer.uint32((1 << 3) | 2).fork();
    writer.uint32((1 << 3) | 2).string(name);
    writer.uint32(2 << 3).uint32(data.length);
    writer.uint32((3 << 3) | 2).bytes(createHash('sha1').update(data).digest());
    writer.join();
  }
  return writer.finish();
}

/**
 * An .apkg as Anki writes it. anki2: collection.anki2 and a JSON media map. anki21: the same with
 * collection.anki21 beside a dummy anki2 (Anki 2.1.x "support older versions" off). anki21b: `meta`
 * (version 3), the schema-18 collection zstd-compressed in a stored entry, a dummy collection.anki2
 * telling older Anki to update, and the media list as zstd-compressed protobuf.
 */
export async function buildAnkiPackage(options: {
  layout: PackageLayout;
  notes: TestNote[];
  noteTypes?: TestNoteType[];
  media?: Record<string, Buffer>;
  /** Media names as listed (for hostile names); defaults to the media's own names. */
  mediaNames?: string[];
}): Promise<Buffer> {
  const media = options.media ?? {};
  const names = options.mediaNames ?? Object.keys(media);
  const files = Object.values(media).map((data, index) => ({ name: String(index), data }));
  if (options.layout === 'anki21b') {
    const collection = await buildCollection({
      notes: options.notes,
      noteTypes: options.noteTypes,
      schema: 18,
    });
    const dummy = await buildCollection({
      notes: [
        {
          fields: ['Please update to the latest Anki version, then import the .colpkg/.apkg file again.', ''],
        },
      ],
    });
    const listed = Object.fromEntries(
      names.map((name, index) => [name, Object.values(media)[index] ?? Buffer.alloc(0)]),
    );
    return zip([
      { name: 'meta', data: new BinaryWriter().uint32(8).uint32(3).finish() },
      { name: 'collection.anki21b', data: await zstd(collection), store: true },
      { name: 'collection.anki2', data: dummy },
      { name: 'media', data: await zstd(mediaEntries(listed)), store: true },
      ...(await Promise.all(
        files.map(async (file) => ({ ...file, data: await zstd(file.data), store: true })),
      )),
    ]);
  }
  const collection = await buildCollection({ notes: options.notes, noteTypes: options.noteTypes });
  const mediaMap = JSON.stringify(Object.fromEntries(names.map((name, index) => [String(index), name])));
  const collections =
    options.layout === 'anki21'
      ? [
          { name: 'collection.anki21', data: collection },
          {
            name: 'collection.anki2',
            data: await buildCollection({
              notes: [{ fields: ['Please update to the latest Anki version.', ''] }],
            }),
          },
        ]
      : [{ name: 'collection.anki2', data: collection }];
  return zip([...collections, { name: 'media', data: Buffer.from(mediaMap) }, ...files]);
}

/** A zip of arbitrary entries (hostile packages). */
export const zipEntries = zip;
