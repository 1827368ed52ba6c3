import { BinaryReader, WireType } from '@bufbuild/protobuf/wire';
import initSqlJs, { type Database, type SqlJsStatic } from 'sql.js';
import type { AnkiRevlogEntry } from '~/core/imports/replay-anki-history';
import { ImportFileError } from '../import-error';

// An Anki collection (SQLite) read with sql.js. Schema 11 (collection.anki2/.anki21) keeps the note
// types as JSON in col.models; schema 15 and later (collection.anki21b) in the notetypes and fields
// tables. notes, cards and revlog are the same in both (rslib/src/storage/schema11.sql).

export type AnkiNoteType = { id: string; name: string; fields: string[]; cloze: boolean };
export type AnkiNote = {
  id: number;
  noteTypeId: string;
  fields: string[];
  tags: string;
  /** The answers of the note's first card (its lowest template), oldest first. */
  revlog: AnkiRevlogEntry[];
};

const FIELD_SEPARATOR = '\x1f';
const REQUIRED_COLUMNS: Record<string, string[]> = {
  col: ['id', 'ver'],
  notes: ['id', 'mid', 'tags', 'flds'],
  cards: ['id', 'nid', 'ord'],
  revlog: ['id', 'cid', 'ease', 'time', 'type', 'ivl', 'factor'],
};

let sqlJs: Promise<SqlJsStatic> | undefined;
const loadSqlJs = () => (sqlJs ??= initSqlJs());

type Row = Record<string, unknown>;

function rows(db: Database, sql: string, params: (number | string)[] = []): Row[] {
  const statement = db.prepare(sql);
  try {
    statement.bind(params);
    const out: Row[] = [];
    while (statement.step()) out.push(statement.getAsObject() as Row);
    return out;
  } finally {
    statement.free();
  }
}

// The tables the reader queries. A view under one of these names (or a virtual table, or a computed
// column) runs its own SQL each time it is read: a recursive query that never ends, with no rows and
// no memory to trip the reader's heap cap, would hold a preview slot or the import worker. Anki writes
// plain tables and indexes only, so anything else is refused before a single query reads them.
const READ_TABLES = [...Object.keys(REQUIRED_COLUMNS), 'notetypes', 'fields'];

const notReadable = (why: string) =>
  new ImportFileError(`This is not an Anki collection we can read: ${why}.`);

function checkPlainTables(db: Database) {
  const objects = rows(db, 'select type, name, sql from sqlite_master').map((row) => ({
    type: String(row.type),
    // SQLite's names ignore case: a view "NOTES" answers a query of notes.
    name: String(row.name).toLowerCase(),
    sql: String(row.sql ?? ''),
  }));
  for (const table of READ_TABLES) {
    const entry = objects.find((object) => object.name === table);
    if (!entry) continue;
    if (entry.type !== 'table') throw notReadable(`its ${table} table is a ${entry.type}, not a table`);
    if (/^\s*create\s+virtual\b/i.test(entry.sql))
      throw notReadable(`its ${table} table is a virtual table, not a plain one`);
    if (rows(db, `select 1 from pragma_table_xinfo('${table}') where hidden <> 0`).length > 0)
      throw notReadable(`its ${table} table has computed columns`);
  }
  const other = objects.find((object) => object.type !== 'table' && object.type !== 'index');
  if (other) throw notReadable(`it holds a ${other.type}, which Anki never writes`);
}

function checkSchema(db: Database) {
  checkPlainTables(db);
  for (const [table, columns] of Object.entries(REQUIRED_COLUMNS)) {
    const present = new Set(
      rows(db, `select name from pragma_table_info('${table}')`).map((row) => String(row.name)),
    );
    const missing = columns.filter((column) => !present.has(column));
    if (present.size === 0 || missing.length > 0) {
      throw notReadable(
        `its ${table} table ${present.size === 0 ? 'is missing' : `lacks ${missing.join(', ')}`}`,
      );
    }
  }
}

function hasTable(db: Database, name: string) {
  return rows(db, "select 1 from sqlite_master where type = 'table' and name = ?", [name]).length > 0;
}

/** NotetypeConfig { Kind kind = 1 } (0 normal, 1 cloze). */
function isClozeConfig(config: unknown): boolean {
  if (!(config instanceof Uint8Array)) return false;
  const reader = new BinaryReader(config);
  try {
    while (reader.pos < reader.len) {
      const [field, wireType] = reader.tag();
      if (field === 1 && wireType === WireType.Varint) return reader.uint32() === 1;
      reader.skip(wireType);
    }
  } catch {
    return false;
  }
  return false;
}

function noteTypesFromTables(db: Database): AnkiNoteType[] {
  const fields = new Map<string, string[]>();
  for (const row of rows(db, 'select ntid, name from fields order by ntid, ord')) {
    const id = String(row.ntid);
    fields.set(id, [...(fields.get(id) ?? []), String(row.name)]);
  }
  return rows(db, 'select id, name, config from notetypes order by id').map((row) => ({
    id: String(row.id),
    name: String(row.name),
    fields: fields.get(String(row.id)) ?? [],
    cloze: isClozeConfig(row.config),
  }));
}

type ModelJson = { name?: unknown; type?: unknown; flds?: { name?: unknown; ord?: unknown }[] };

function noteTypesFromJson(db: Database): AnkiNoteType[] {
  const [row] = rows(db, 'select models from col limit 1');
  let models: Record<string, ModelJson>;
  try {
    models = JSON.parse(String(row?.models ?? '{}')) as Record<string, ModelJson>;
  } catch {
    throw new ImportFileError('The note types of this collection are damaged.');
  }
  return Object.entries(models).map(([id, model]) => ({
    id,
    name: String(model.name ?? id),
    fields: [...(model.flds ?? [])]
      .sort((a, b) => Number(a.ord ?? 0) - Number(b.ord ?? 0))
      .map((field) => String(field.name ?? '')),
    cloze: model.type === 1,
  }));
}

export type AnkiCollection = ReturnType<typeof wrapCollection>;

function wrapCollection(db: Database) {
  const noteTypes =
    hasTable(db, 'notetypes') && hasTable(db, 'fields') ? noteTypesFromTables(db) : noteTypesFromJson(db);
  return {
    noteTypes,
    countNotes: () => Number(rows(db, 'select count(*) as n from notes')[0]?.n ?? 0),
    /** Notes in the order they were added (their ids are creation times), `size` at a time. */
    *noteBatches(size: number): Generator<AnkiNote[]> {
      const statement = db.prepare('select id, mid, tags, flds from notes order by id');
      try {
        let batch: AnkiNote[] = [];
        const flush = () => {
          attachRevlog(db, batch);
          const done = batch;
          batch = [];
          return done;
        };
        while (statement.step()) {
          const row = statement.getAsObject();
          batch.push({
            id: Number(row.id),
            noteTypeId: String(row.mid),
            fields: String(row.flds ?? '').split(FIELD_SEPARATOR),
            tags: String(row.tags ?? ''),
            revlog: [],
          });
          if (batch.length >= size) yield flush();
        }
        if (batch.length > 0) yield flush();
      } finally {
        statement.free();
      }
    },
    close: () => db.close(),
  };
}

/** Each note's first card and that card's answers, in two queries per batch. */
function attachRevlog(db: Database, notes: AnkiNote[]) {
  if (notes.length === 0) return;
  const byNote = new Map(notes.map((note) => [note.id, note]));
  const placeholders = notes.map(() => '?').join(',');
  const firstCard = new Map<number, AnkiNote>();
  const seen = new Set<number>();
  for (const row of rows(
    db,
    `select id, nid from cards where nid in (${placeholders}) order by nid, ord, id`,
    [...byNote.keys()],
  )) {
    const note = byNote.get(Number(row.nid));
    if (!note || seen.has(note.id)) continue;
    seen.add(note.id);
    firstCard.set(Number(row.id), note);
  }
  if (firstCard.size === 0) return;
  const cardIds = [...firstCard.keys()];
  const revlog = rows(
    db,
    `select id, cid, ease, type, time, ivl, factor from revlog where cid in (${cardIds.map(() => '?').join(',')}) order by id`,
    cardIds,
  );
  for (const row of revlog) {
    firstCard.get(Number(row.cid))?.revlog.push({
      id: Number(row.id),
      ease: Number(row.ease),
      type: Number(row.type),
      time: Number(row.time),
      ivl: Number(row.ivl),
      factor: Number(row.factor),
    });
  }
}

/** Opens collection bytes as SQLite and checks they are an Anki collection. */
export async function openAnkiCollection(bytes: Uint8Array): Promise<AnkiCollection> {
  const SQL = await loadSqlJs();
  let db: Database;
  try {
    db = new SQL.Database(bytes);
    db.exec('select count(*) from sqlite_master');
  } catch {
    throw new ImportFileError('The collection inside this package is not a SQLite database.');
  }
  try {
    checkSchema(db);
    return wrapCollection(db);
  } catch (error) {
    db.close();
    if (error instanceof ImportFileError) throw error;
    throw new ImportFileError(`This Anki collection could not be read: ${(error as Error).message}.`);
  }
}
