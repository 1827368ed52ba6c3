import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dictionarySearchQuerySchema } from '~/core/dictionary/dictionary-search';
import { foldKey } from '~/core/dictionary/fold';
import { listWordsQuerySchema } from '~/core/dictionary/list-global-words';
import { listMyWordsQuerySchema } from '~/core/words/my-word';
import type { Database } from '~/server/db/client';
import { userWord } from '~/server/db/schema';
import { insertUser, insertWord } from '~/server/test/admin-fixtures';
import { createTestDatabase, testDbKinds } from '~/server/test/databases';
import { listWords as listMyWords } from '~/server/words/list-my-words';
import { searchKeysOf } from './content/content-entries';
import { listWords as listGlobalWords } from './list-global-words';
import { searchDictionary } from './search-dictionary';

// A search typed without accents, niqqud or capitals finds the word that has them: the admin's word
// list and a learner's own words, like the learner's dictionary search (value_key) already did. A
// maqaf, a hyphen and a space are one separator: "בית ספר" and "בית-ספר" find בית־ספר. Every apostrophe
// is one, the Hebrew geresh included ("צ'יפס" finds צ׳יפס), and so is every double quotation mark
// ("צה"ל" finds צה״ל).

/** Spellings search_fold and foldKey must fold alike: every separator, mark and letter they touch. */
const foldCases = [
  'שָׁלוֹם',
  'בְּרֵאשִׁ֖ית',
  'בֵּית־סֵפֶר',
  'בית-ספר',
  ' ־בית ־ ספר־ ',
  'ש־',
  '־',
  'well‐known',
  'well‑known',
  'well‒known – or — not ― so',
  'Well－Known',
  'e﹣mail',
  'Armenian֊hyphen',
  'tab\tnew\nline\r\nvertical\u000bform\ffeed',
  'no\u00a0break\u2003em\u202fnarrow\u3000ideographic',
  'ogham\u1680line\u2028para\u2029bom\ufeffend',
  'Straße ẞ Æsir Œuvre Øre Łódź Đakovo ıi',
  'CAFÉ crème Ñandú',
  'l’été ‘quoted’',
  "צ׳יפס צ'יפס aujourdʼhui a‛b ＇",
  'צה״ל צה"ל “quoted” „Zitat‟ ＂',
  'צִ׳יפְּס',
  '50% a_b back\\slash',
];

describe.each(testDbKinds)('folded word search (%s)', (kind) => {
  let database: Database;
  let learnerId: string;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await insertWord(database.db, { value: 'café', languageCode: 'fr' });
    await insertWord(database.db, { value: 'cafés', baseForm: 'Café', languageCode: 'fr' });
    await insertWord(database.db, { value: 'שָׁלוֹם', languageCode: 'he' });
    await insertWord(database.db, { value: 'Straße', languageCode: 'de' });
    await insertWord(database.db, { value: 'coffee', languageCode: 'en' });
    await insertWord(database.db, { value: 'בית־ספר', languageCode: 'he' });
    await insertWord(database.db, { value: 'well-known', languageCode: 'en' });
    await insertWord(database.db, { value: 'צ׳יפס', languageCode: 'he' });
    await insertWord(database.db, { value: 'צה״ל', languageCode: 'he' });
    await insertWord(database.db, { value: 'aujourd’hui', languageCode: 'fr' });
    // The content import's keys: an English entry found by its Hebrew translation.
    const translations = { he: ['בית־ספר'] };
    await insertWord(database.db, {
      value: 'school',
      languageCode: 'en',
      translations,
      searchKeys: searchKeysOf('school', [], translations),
    });
    for (const [value, hebrew] of [
      ['chips', 'צ׳יפס'],
      ['IDF', 'צה״ל'],
    ] as const) {
      const translated = { he: [hebrew] };
      await insertWord(database.db, {
        value,
        languageCode: 'en',
        translations: translated,
        searchKeys: searchKeysOf(value, [], translated),
      });
    }
    learnerId = (await insertUser(database.db)).id;
    await database.db.insert(userWord).values(
      ['café', 'שָׁלוֹם', 'Straße', 'coffee', 'בֵּית־סֵפֶר', 'well-known', 'צ׳יפס', 'צה״ל', 'aujourd’hui'].map(
        (value) => ({
          userId: learnerId,
          word: { value, definitions: [], translations: {}, synonyms: [], languageCode: 'fr' },
        }),
      ),
    );
  }, 120_000);
  afterAll(async () => {
    await database?.close();
  });

  const admin = async (search: string) =>
    (await listGlobalWords(database.db, listWordsQuerySchema.parse({ search }))).items
      .map((word) => word.value)
      .sort();
  const learner = async (q: string) =>
    (await listMyWords(database.db, { userId: learnerId, query: listMyWordsQuerySchema.parse({ q }) })).items
      .map((word) => word.word.value)
      .sort();

  it('search_fold and foldKey fold every spelling alike, so stored keys and searched columns agree', async () => {
    const result = await database.db.execute(
      sql`select search_fold(input) as folded
        from unnest(array[${sql.join(
          foldCases.map((input) => sql`${input}`),
          sql`, `,
        )}]::text[]) with ordinality as t(input, n) order by n`,
    );
    const folded = (result as unknown as { rows: { folded: string }[] }).rows.map((row) => row.folded);
    expect(folded).toEqual(foldCases.map(foldKey));
    expect(folded.slice(2, 4)).toEqual(['בית ספר', 'בית ספר']);
    expect(folded.slice(-4, -1)).toEqual([
      "צ'יפס צ'יפס aujourd'hui a'b '",
      'צה"ל צה"ל "quoted" "zitat" "',
      "צ'יפס",
    ]);
  });

  it('admin search ignores accents, case and niqqud, in the value and the base form', async () => {
    expect(await admin('cafe')).toEqual(['café', 'cafés']);
    expect(await admin('CAFÉ')).toEqual(['café', 'cafés']);
    expect(await admin('שלום')).toEqual(['שָׁלוֹם']);
    expect(await admin('strasse')).toEqual(['Straße']);
    expect(await admin('ffe')).toEqual(['coffee']);
  });

  it("a learner's word search ignores accents, case and niqqud", async () => {
    expect(await learner('cafe')).toEqual(['café']);
    expect(await learner('Café')).toEqual(['café']);
    expect(await learner('שלום')).toEqual(['שָׁלוֹם']);
    expect(await learner('STRASSE')).toEqual(['Straße']);
    expect(await learner('xyz')).toEqual([]);
  });

  it('admin search: a space, a hyphen or a maqaf finds the word written with any of them', async () => {
    for (const search of ['בית ספר', 'בית-ספר', 'בית־ספר', 'בית – ספר']) {
      expect(await admin(search)).toEqual(['בית־ספר']);
    }
    expect(await admin('well known')).toEqual(['well-known']);
    expect(await admin('Well–Known')).toEqual(['well-known']);
  });

  it("a learner's word search: a space, a hyphen or a maqaf finds the word written with any of them", async () => {
    for (const search of ['בית ספר', 'בית-ספר', 'בית־ספר', 'בית ־ספר']) {
      expect(await learner(search)).toEqual(['בֵּית־סֵפֶר']);
    }
    expect(await learner('well known')).toEqual(['well-known']);
  });

  it('admin search: an apostrophe or a geresh, a quote or a gershayim, finds the word written with either', async () => {
    for (const search of ["צ'יפס", 'צ׳יפס', 'צ’יפס']) {
      expect(await admin(search)).toEqual(['צ׳יפס']);
    }
    for (const search of ['צה"ל', 'צה״ל', 'צה”ל']) {
      expect(await admin(search)).toEqual(['צה״ל']);
    }
    for (const search of ["aujourd'hui", 'aujourd’hui', 'aujourdʼhui']) {
      expect(await admin(search)).toEqual(['aujourd’hui']);
    }
  });

  it("a learner's word search: an apostrophe or a geresh, a quote or a gershayim, finds the word written with either", async () => {
    for (const search of ["צ'יפס", 'צ׳יפס']) {
      expect(await learner(search)).toEqual(['צ׳יפס']);
    }
    expect(await learner('צה"ל')).toEqual(['צה״ל']);
    expect(await learner("aujourd'hui")).toEqual(['aujourd’hui']);
    expect(await learner('aujourdʼhui')).toEqual(['aujourd’hui']);
  });

  const dictionary = async (q: string, language = 'en') =>
    (await searchDictionary(database.db, dictionarySearchQuerySchema.parse({ language, q }), 'he')).items.map(
      (item) => [item.value, item.match],
    );

  it("the learner's dictionary search (stored keys) folds the same way", async () => {
    expect(await dictionary('well known')).toEqual([['well-known', 'exact']]);
    expect(await dictionary('well—known')).toEqual([['well-known', 'exact']]);
    expect(await dictionary('בית ספר')).toEqual([['school', 'translation']]);
    expect(await dictionary('בית-ספר')).toEqual([['school', 'translation']]);
  });

  it("the learner's dictionary search takes an apostrophe for a geresh and a quote for a gershayim", async () => {
    // Hebrew is a native language here: its words are found through the translations' keys.
    expect(await dictionary("צ'יפס")).toEqual([['chips', 'translation']]);
    expect(await dictionary('צ׳יפס')).toEqual([['chips', 'translation']]);
    expect(await dictionary('צה"ל')).toEqual([['IDF', 'translation']]);
    expect(await dictionary("aujourd'hui", 'fr')).toEqual([['aujourd’hui', 'exact']]);
    expect(await dictionary('aujourdʼhui', 'fr')).toEqual([['aujourd’hui', 'exact']]);
  });

  it('has a trigram index on the folded value and base form for the admin search', async () => {
    const plan = await database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return tx.execute(
        sql`explain select id from global_word
          where search_fold(value) like search_fold(${'%cafe%'}) or search_fold(base_form) like search_fold(${'%cafe%'})`,
      );
    });
    const text = JSON.stringify((plan as unknown as { rows: unknown[] }).rows);
    expect(text).toContain('global_word_value_fold_trgm_idx');
    expect(text).toContain('global_word_base_form_fold_trgm_idx');
  });
});
