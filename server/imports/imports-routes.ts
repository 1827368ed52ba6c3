import { z } from '@hono/zod-openapi';
import { importFormats, importJobSchema } from '~/core/imports/import-job';
import { importPreviewSchema } from '~/core/imports/import-preview';
import { languageCodes } from '~/core/languages';
import {
  idParams,
  jsonContent,
  learnerErrors,
  learnerOf,
  learnerSecurity,
  meRoute,
  notFound,
} from '~/server/http/learner-responses';
import { createValidatedRouter, errorResponse } from '~/server/http/openapi-kit';
import { getImport } from './get-import';
import { listImports, RECENT_IMPORTS } from './list-imports';
import { previewImport } from './preview-import';
import { takePreviewSlot } from './preview-slots';
import { queueImport, refuseWhenImportsBusy } from './queue-import';
import { receiveUpload } from './receive-upload';
import { refuseSpreadsheet } from './refuse-spreadsheet';
import { takeUploadSlot } from './upload-slots';

const TAG = 'Learner: imports';
const importRoute = meRoute(TAG);

const uploadForm = z.object({
  file: z.string().meta({
    format: 'binary',
    description: '.apkg or .colpkg (Anki), a Quizlet export, .csv or .tsv; at most 100 MB',
  }),
  language: z
    .enum(languageCodes)
    .optional()
    .meta({ description: 'The language of the words (default: your target language, else en)' }),
  format: z.enum(importFormats).optional().meta({ description: 'Skip detection: anki, csv, tsv or quizlet' }),
  mapping: z.string().optional().meta({
    description: 'An ImportMapping as JSON: which columns or note fields are the word, its meaning and tags',
  }),
});

const uploadErrors = {
  ...learnerErrors,
  413: errorResponse('FILE_TOO_LARGE: the file is over 100 MB'),
};
const spreadsheet =
  'IMPORT_SPREADSHEET: a spreadsheet workbook (.xlsx, .xls, .ods): save it as CSV and import that';

// Imports read the uploaded file from a stream to disk, so their bodies are not declared for the
// validators (which would read a whole multipart body into memory): they are documented here and
// checked by the services.
const router = createValidatedRouter();
router.openAPIRegistry.registerPath({
  method: 'post',
  path: '/imports',
  operationId: 'startMyImport',
  tags: [TAG],
  security: learnerSecurity,
  summary: 'Import an Anki deck, a Quizlet set or a CSV/TSV list into your words (runs in the background)',
  description:
    'Answers at once with the queued job; GET /imports/{id} follows it. Anki notes become words (first field the word, second the meaning, unless mapping says otherwise), with their review history and an FSRS state replayed from it. Words you have are skipped; words past your plan limit are left out and counted.',
  request: { body: { content: { 'multipart/form-data': { schema: uploadForm } }, required: true } },
  responses: {
    202: jsonContent(importJobSchema, 'The import, queued'),
    ...uploadErrors,
    409: errorResponse(
      'IMPORTS_BUSY: three imports are already under way, or three files are being uploaded; refused before the file is received',
    ),
    422: errorResponse(spreadsheet),
    503: errorResponse('UPLOADS_BUSY: the server is receiving ten other files; try again in a moment'),
  },
});
router.openAPIRegistry.registerPath({
  method: 'post',
  path: '/imports/preview',
  operationId: 'previewMyImport',
  tags: [TAG],
  security: learnerSecurity,
  summary:
    'What a file holds before importing it: note types with their fields and first notes, or a list’s first rows',
  request: { body: { content: { 'multipart/form-data': { schema: uploadForm } }, required: true } },
  responses: {
    200: jsonContent(importPreviewSchema, 'The preview; the file is not kept'),
    ...uploadErrors,
    409: errorResponse('PREVIEW_BUSY: this learner’s last file is still being read'),
    422: errorResponse(
      `IMPORT_FILE_REFUSED: not an Anki package, damaged, unsafe or too large once unpacked; ${spreadsheet}`,
    ),
    503: errorResponse('PREVIEWS_BUSY: the server is reading two other files; try again in a moment'),
  },
});

export const importsRoutes = router
  .openapi(
    importRoute({
      method: 'get',
      path: '/imports',
      operationId: 'listMyImports',
      summary: `Your latest imports (at most ${RECENT_IMPORTS}), newest first, each as GET /imports/{id} answers it`,
      responses: {
        200: jsonContent(z.array(importJobSchema), 'Your latest imports'),
        ...learnerErrors,
      },
    }),
    async (c) => {
      const { db, userId } = learnerOf(c);
      return c.json(await listImports(db, { userId }), 200);
    },
  )
  .openapi(
    importRoute({
      method: 'get',
      path: '/imports/{id}',
      operationId: 'getMyImport',
      summary: 'An import: queued, running (with progress), done (with counts) or failed (with why)',
      request: { params: idParams },
      responses: { 200: jsonContent(importJobSchema, 'The import'), ...learnerErrors, ...notFound },
    }),
    async (c) => {
      const { db, userId } = learnerOf(c);
      return c.json(await getImport(db, { userId, id: c.req.valid('param').id }), 200);
    },
  )
  .post('/imports', async (c) => {
    const { db, userId, now } = learnerOf(c);
    // Refused before the upload is received, so a refused file is never written: a learner sends at
    // most as many files at once as they may have imports open, and none once that many are under way.
    // queueImport counts again under the learner's lock, which is what holds the limit exactly.
    const release = takeUploadSlot(userId);
    try {
      await refuseWhenImportsBusy(db, userId);
      const upload = await receiveUpload(c.req.raw, c.var.deps.env.DATA_DIR);
      await refuseSpreadsheet(upload);
      const job = await queueImport(db, { userId, upload, now });
      c.var.deps.onImportQueued?.();
      return c.json(job, 202);
    } finally {
      release();
    }
  })
  .post('/imports/preview', async (c) => {
    const { userId, now } = learnerOf(c);
    // Taken before the upload is received: a refused preview costs neither disk nor a thread.
    const release = takePreviewSlot(userId);
    try {
      const upload = await receiveUpload(c.req.raw, c.var.deps.env.DATA_DIR);
      return c.json(await previewImport(upload, now), 200);
    } finally {
      release();
    }
  });
