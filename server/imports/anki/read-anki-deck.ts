import type { ImportMapping } from '~/core/imports/import-job';
import { MAX_IMPORT_NOTES, PREVIEW_ROWS } from '~/core/imports/import-limits';
import type { ImportPreview } from '~/core/imports/import-preview';
import { importedTags, storableText } from '~/core/imports/imported-text';
import { noteFieldText, noteTags } from '~/core/imports/note-text';
import { replayAnkiHistory } from '~/core/imports/replay-anki-history';
import { createScheduler } from '~/core/study/scheduler';
import { MAX_IMPORTED_MEANING_LENGTH, MAX_IMPORTED_VALUE_LENGTH, oneSpelling } from '~/core/words/my-word';
import { ImportFileError } from '../import-error';
import { importedId } from '../import-ids';
import type { ImportItem, LearnerForImport } from '../import-item';
import { type AnkiCollection, type AnkiNote, type AnkiNoteType, openAnkiCollection } from './anki-collection';
import { openPackageArchive } from './package-archive';
import { readPackageContents } from './package-contents';

export const ANKI_BATCH_SIZE = 250;
// Note ids are creation times in ms; anything outside Anki's lifetime is not a time.
const FIRST_ANKI_NOTE = Date.parse('2006-01-01T00:00:00Z');

/**
 * The package's collection, opened; refused (unread) when it holds more notes than one import takes,
 * as a list of more rows is, so one file cannot hold the import worker, which runs jobs one at a time.
 */
export async function openAnkiDeck(path: string, maxNotes = MAX_IMPORT_NOTES) {
  const archive = await openPackageArchive(path);
  try {
    const contents = await readPackageContents(archive);
    const collection = await openAnkiCollection(contents.collection);
    const notes = collection.countNotes();
    if (notes > maxNotes) {
      collection.close();
      throw new ImportFileError(
        `This deck has ${notes.toLocaleString('en-US')} notes; at most ${maxNotes.toLocaleString('en-US')} can be imported from one file. Split it into smaller decks in Anki.`,
      );
    }
    return { collection, mediaFiles: contents.mediaFiles };
  } finally {
    archive.close();
  }
}

/** Which field is the word and which the meaning: the learner's choice, else the first two. */
function fieldsOf(noteType: AnkiNoteType | undefined, mapping: ImportMapping) {
  const chosen = noteType ? mapping.noteTypes?.[noteType.id] : undefined;
  if (chosen) return chosen;
  return { word: 0, meaning: (noteType?.fields.length ?? 2) > 1 ? 1 : null };
}

export async function previewAnkiDeck(path: string): Promise<ImportPreview> {
  const { collection, mediaFiles } = await openAnkiDeck(path);
  try {
    const samples = new Map<string, string[][]>();
    const counts = new Map<string, number>();
    for (const batch of collection.noteBatches(ANKI_BATCH_SIZE)) {
      for (const note of batch) {
        counts.set(note.noteTypeId, (counts.get(note.noteTypeId) ?? 0) + 1);
        const list = samples.get(note.noteTypeId) ?? [];
        if (list.length < PREVIEW_ROWS) list.push(note.fields.map(noteFieldText));
        samples.set(note.noteTypeId, list);
      }
    }
    return {
      format: 'anki',
      notes: collection.countNotes(),
      mediaFiles,
      separator: null,
      rows: [],
      noteTypes: collection.noteTypes
        .filter((type) => counts.has(type.id))
        .map((type) => ({ ...type, notes: counts.get(type.id) ?? 0, samples: samples.get(type.id) ?? [] })),
    };
  } finally {
    collection.close();
  }
}

function itemOf(
  note: AnkiNote,
  place: number,
  context: {
    noteTypes: Map<string, AnkiNoteType>;
    mapping: ImportMapping;
    jobId: string;
    learner: LearnerForImport;
    scheduler: ReturnType<typeof createScheduler>;
    now: Date;
  },
): ImportItem | null {
  const fields = fieldsOf(context.noteTypes.get(note.noteTypeId), context.mapping);
  const word = oneSpelling(
    storableText(noteFieldText(note.fields[fields.word] ?? '').split('\n')[0]!, MAX_IMPORTED_VALUE_LENGTH),
  ).trim();
  if (!word) return null;
  const meaning = fields.meaning === null ? '' : noteFieldText(note.fields[fields.meaning] ?? '');
  const key = String(note.id);
  const wordId = importedId(context.jobId, 'note', key);
  const addedAt =
    note.id >= FIRST_ANKI_NOTE && note.id <= context.now.getTime() ? new Date(note.id) : context.now;
  const replay = replayAnkiHistory(wordId, note.revlog, {
    scheduler: context.scheduler,
    timeZone: context.learner.timeZone,
    addedAt,
    now: context.now,
  });
  return {
    key,
    note: place,
    wordId,
    word,
    meaning: storableText(meaning, MAX_IMPORTED_MEANING_LENGTH) || null,
    tags: importedTags(noteTags(note.tags)),
    addedAt: addedAt.toISOString(),
    card: replay.reviews.length > 0 ? replay.card : null,
    reviews: replay.reviews.map((review) => ({
      ...review,
      id: importedId(context.jobId, 'review', review.revlogId),
    })),
  };
}

/** The deck's notes as items to import, a batch at a time, in the order they were added. */
export async function* readAnkiDeck(
  collection: AnkiCollection,
  options: { mapping: ImportMapping; jobId: string; learner: LearnerForImport; now: Date },
): AsyncGenerator<{ items: ImportItem[]; notes: number; skipped: number }> {
  const context = {
    ...options,
    noteTypes: new Map(collection.noteTypes.map((type) => [type.id, type])),
    scheduler: createScheduler({
      desiredRetention: options.learner.desiredRetention,
      timeZone: options.learner.timeZone,
      parameters: options.learner.parameters ?? undefined,
    }),
  };
  let place = 0;
  for (const batch of collection.noteBatches(ANKI_BATCH_SIZE)) {
    const items: ImportItem[] = [];
    for (const note of batch) {
      const item = itemOf(note, place++, context);
      if (item) items.push(item);
    }
    yield { items, notes: batch.length, skipped: batch.length - items.length };
  }
}
