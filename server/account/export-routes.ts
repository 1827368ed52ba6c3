import { downloadBody } from '~/server/http/download-body';
import { learnerErrors, learnerOf, meRoute } from '~/server/http/learner-responses';
import { createValidatedRouter } from '~/server/http/openapi-kit';
import { exportAnkiDeck } from './export-anki-deck';
import { exportWordsCsv } from './export-words-csv';

const exportRoute = meRoute('Learner: account');

const fileNameOf = (now: Date, extension: string) => `vocably-${now.toISOString().slice(0, 10)}.${extension}`;

// The learner's words to take elsewhere: an Anki deck with the review history, and a CSV.
export const exportRoutes = createValidatedRouter()
  .openapi(
    exportRoute({
      method: 'get',
      path: '/export.apkg',
      operationId: 'exportMyAnkiDeck',
      summary: 'Your words as an Anki deck, with each card’s schedule and your review history',
      description:
        'A legacy-layout .apkg (collection.anki2) that every Anki 2.1 imports: the deck "Vocably", a note per word (Word, Meaning in your language), its card, and the revlog.',
      responses: {
        200: {
          content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
          description: 'vocably-YYYY-MM-DD.apkg',
        },
        ...learnerErrors,
      },
    }),
    async (c) => {
      const { db, userId, now } = learnerOf(c);
      const deck = await exportAnkiDeck(db, { userId, now });
      c.header('Content-Type', 'application/octet-stream');
      c.header('Content-Disposition', `attachment; filename="${fileNameOf(now, 'apkg')}"`);
      c.header('Cache-Control', 'no-store');
      return c.body(new Uint8Array(deck), 200);
    },
  )
  .openapi(
    exportRoute({
      method: 'get',
      path: '/export.csv',
      operationId: 'exportMyWordsCsv',
      summary: 'Your words as CSV: word, meaning, tags, status, due, stability',
      responses: {
        200: {
          content: { 'text/csv': { schema: { type: 'string' } } },
          description: 'vocably-YYYY-MM-DD.csv',
        },
        ...learnerErrors,
      },
    }),
    async (c) => {
      const { db, userId, now } = learnerOf(c);
      c.header('Content-Type', 'text/csv; charset=utf-8');
      c.header('Content-Disposition', `attachment; filename="${fileNameOf(now, 'csv')}"`);
      c.header('Cache-Control', 'no-store');
      return c.body(downloadBody(exportWordsCsv(db, { userId }), c.var.deps.logger, 'words export'), 200);
    },
  );
