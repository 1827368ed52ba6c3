import { describe, expect, it, vi } from 'vitest';
import type { ImportPreview } from '~/core/imports/import-preview';
import { zipEntries } from '~/server/test/anki-deck-builder';
import { testDbKinds } from '~/server/test/databases';
import { importFile, importTestApp, upload } from '~/server/test/import-fixtures';
import { call } from '~/server/test/learner-fixtures';

// Each import starts a reader thread and runs a job: seconds each, more on a busy machine.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 180_000 });

type Words = { items: { word: { value: string; definitions: { definition: string }[] }; tags: string[] }[] };

describe.each(testDbKinds)('our words export, imported again (%s)', (kind) => {
  const app = importTestApp(kind);

  const wordsOf = async (token: string) =>
    (await call<Words>(app(), token, '/api/me/words?limit=20')).body.items
      .map((item) => [item.word.value, item.word.definitions[0]?.definition, item.tags])
      .sort();

  it('comes back as the same words and tags, its header read as a header, through the preview’s mapping', async () => {
    const t = app();
    const writer = await t.createVerifiedUser('round.trip@example.com');
    const words: [string, string, string[]][] = [
      ['take off', 'to leave the ground', ['phrasal verbs', 'travel']],
      ['a, b', 'letters', ['a;b', 'say "hi"', '=sum']],
      ['gato', 'cat', []],
    ];
    for (const [value, meaning, tags] of words) {
      const added = await call(t, writer.token, '/api/me/words', {
        method: 'POST',
        json: { custom: true, value, languageCode: 'en', definitions: [{ definition: meaning }], tags },
      });
      expect(added.status).toBe(201);
    }
    const text = await (await t.request('/api/me/export.csv', { token: writer.token })).text();

    const reader = await t.createVerifiedUser('round.back@example.com');
    const file = { data: text, name: 'vocably-words-2026-11-23.csv' };
    const preview = await upload(t, reader.token, file, {}, '/api/me/imports/preview');
    expect(preview.status).toBe(200);
    const { suggestedMapping } = preview.body as unknown as ImportPreview;
    expect(suggestedMapping).toEqual({
      hasHeader: true,
      wordColumn: 0,
      meaningColumn: 1,
      tagsColumn: 2,
      tagSeparator: ';',
    });
    const job = await importFile(t, reader.token, file, {
      mapping: JSON.stringify(suggestedMapping),
      language: 'en',
    });
    expect(job).toMatchObject({ status: 'done', counts: { notes: 3, words: 3 } });
    expect(await wordsOf(reader.token)).toEqual(
      words.map(([value, meaning, tags]) => [value, meaning, tags]).sort(),
    );
  });

  it('proposes the columns a first row names, in English or Hebrew, and nothing for a row of words', async () => {
    const t = app();
    const learner = await t.createVerifiedUser('headers@example.com');
    const previewOf = async (data: string) =>
      (
        (await upload(t, learner.token, { data, name: 'list.csv' }, {}, '/api/me/imports/preview'))
          .body as unknown as ImportPreview
      ).suggestedMapping;
    expect(await previewOf('Tags,Word,Translation\nfood,gato,cat\n')).toEqual({
      hasHeader: true,
      wordColumn: 1,
      meaningColumn: 2,
      tagsColumn: 0,
    });
    expect(await previewOf('מילה,פירוש\nחתול,cat\n')).toEqual({
      hasHeader: true,
      wordColumn: 0,
      meaningColumn: 1,
      tagsColumn: null,
    });
    expect(await previewOf('gato,cat\nperro,dog\n')).toBeUndefined();
  });

  it('asks for a spreadsheet workbook to be saved as CSV, whatever its name, instead of calling it a damaged deck', async () => {
    const t = app();
    const learner = await t.createVerifiedUser('workbook@example.com');
    const workbook = await zipEntries([
      { name: '[Content_Types].xml', data: Buffer.from('<Types/>') },
      { name: 'xl/workbook.xml', data: Buffer.from('<workbook/>') },
      { name: 'xl/worksheets/sheet1.xml', data: Buffer.from('<worksheet/>') },
    ]);
    for (const name of ['words.xlsx', 'words.zip', 'words']) {
      for (const path of ['/api/me/imports/preview', '/api/me/imports']) {
        const refused = await upload(t, learner.token, { data: workbook, name }, {}, path);
        expect(refused, `${path} ${name}`).toMatchObject({
          status: 422,
          body: { code: 'IMPORT_SPREADSHEET', message: expect.stringContaining('CSV UTF-8') },
        });
      }
    }
    expect((await call<unknown[]>(t, learner.token, '/api/me/imports')).body).toEqual([]);
  });
});
