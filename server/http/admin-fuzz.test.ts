import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminActors, insertLearnerData, insertUser, insertWord } from '~/server/test/admin-fixtures';
import { adminRoutesOf } from '~/server/test/admin-routes';
import { testDbKinds } from '~/server/test/databases';
import { byMode } from '~/server/test/stress';
import { tablesChecksum } from '~/server/test/table-checksum';
import { createTestApp, type TestApp } from '~/server/test/test-app';

// Property-based fuzzing of every admin route, generated from the app's route table: whatever the
// path parameters, query string and body, an administrator's call is answered 2xx or 4xx with
// { message, code } (never a 5xx), and a refused call leaves every table as it was.
const runsPerRoute = byMode(6, 150);

// Names the admin schemas use, so that generated bodies reach past "unknown key" into the validators.
const fieldNames = [
  'userIds',
  'wordIds',
  'claims',
  'isAdminUser',
  'isPremium',
  'regularUser',
  'premiumUser',
  'constraints',
  'collectionsMetadata',
  'examples',
  'definitions',
  'translations',
  'synonyms',
  'variants',
  'version',
  'value',
  'definition',
  'partOfSpeech',
  'name',
  'limit',
  'offset',
];
const queryNames = [
  'search',
  'pageSize',
  'offset',
  'nextPageToken',
  'limit',
  'language',
  'difficulty',
  'includeSandbox',
  'disabled',
  'premium',
  'provider',
  'status',
  'plan',
];

const hostile = fc.constantFrom(
  '',
  ' ',
  '0',
  '-1',
  '1e309',
  'NaN',
  'null',
  'true',
  '[]',
  '{}',
  '%',
  '%00',
  '\u0000',
  '\'; drop table "user"; --',
  '../../etc/passwd',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 👩‍👩‍👧‍👦',
  'שלום',
  'a'.repeat(10_000),
  String(Number.MAX_SAFE_INTEGER),
  '9'.repeat(400),
);
const text = fc.oneof(hostile, fc.string({ maxLength: 40 }), fc.string({ unit: 'grapheme', maxLength: 20 }));
const number = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(Number.MAX_SAFE_INTEGER, -0, 1e308, 2 ** 53 + 1),
);
const nested = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    text,
    number,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.oneof(fc.constantFrom(...fieldNames), text), tie('value'), { maxKeys: 4 }),
  ),
})).value;
const deep = fc.integer({ min: 50, max: 3000 }).map((depth) => {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i++) value = { definitions: [value] };
  return value;
});
const body = fc.oneof(
  nested,
  fc.dictionary(fc.constantFrom(...fieldNames), nested, { maxKeys: 3 }),
  fc.record({ userIds: fc.array(text, { maxLength: 1200 }) }),
  deep,
  fc.constant(undefined),
);
const rawBody = fc.oneof(
  body.map((value) => ({
    raw: value === undefined ? undefined : JSON.stringify(value),
    type: 'application/json',
  })),
  fc.record({
    raw: fc.oneof(fc.constantFrom('{', '{"userIds": [', 'null', '"', '[1,2', 'x'.repeat(100_000)), text),
    type: fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded', ''),
  }),
);
const query = fc.dictionary(
  fc.oneof(fc.constantFrom(...queryNames), text),
  fc.oneof(text, number.map(String)),
  {
    maxKeys: 4,
  },
);

describe.each(testDbKinds)('fuzzing every admin route (%s)', (kind) => {
  let t: TestApp;
  let token: string;
  let ids: string[];
  beforeAll(async () => {
    t = await createTestApp(kind);
    const actors = await adminActors(t, 'fuzz-');
    token = actors.admin.token;
    const learner = await insertUser(t.database.db, {
      email: 'fuzz-target@example.com',
      name: 'Fuzz Target',
    });
    await insertLearnerData(t.database.db, learner.id);
    const word = await insertWord(t.database.db, { value: 'fuzzword' });
    // Real ids now and then, so that validation of bodies is reached on routes that look the id up first.
    ids = [learner.id, actors.learner.userId, word.id];
  });
  afterAll(async () => {
    await t?.close();
  });

  it('finds the routes to fuzz in the route table', () => {
    expect(adminRoutesOf(t).length).toBeGreaterThanOrEqual(35);
  });

  it('answers 400 to text PostgreSQL cannot store (a NUL character), found by this fuzzing', async () => {
    const calls = [
      t.request('/api/admin/users/bulk-enable', { method: 'POST', token, json: { userIds: ['a\u0000b'] } }),
      t.request(`/api/admin/users/${encodeURIComponent('x\u0000')}`, { token }),
      t.request(`/api/admin/users?search=${encodeURIComponent('\u0000')}`, { token }),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        message: 'The request contains characters that cannot be stored.',
        code: 'INVALID_CHARACTERS',
      });
    }
  });

  it(
    'answers every generated call with a 2xx or a 4xx { message, code }, never a 5xx, changing nothing when refused',
    async () => {
      const param = fc.oneof(fc.constantFrom(...ids), text, number.map(String));
      const failures: string[] = [];
      for (const route of adminRoutesOf(t)) {
        await fc
          .assert(
            fc.asyncProperty(
              fc.array(param, { minLength: 3, maxLength: 3 }),
              query,
              rawBody,
              async (params, search, payload) => {
                let index = 0;
                const path = route.path.replace(/:[a-zA-Z]+/g, () => encodeURIComponent(params[index++]!));
                const qs = new URLSearchParams(search).toString();
                const before = await tablesChecksum(t.database.db);
                const response = await t.request(`${path}${qs ? `?${qs}` : ''}`, {
                  method: route.method,
                  token,
                  headers: payload.type ? { 'content-type': payload.type } : {},
                  body: ['GET', 'HEAD'].includes(route.method) ? undefined : payload.raw,
                });
                const label = `${route.method} ${path.slice(0, 120)}?${qs.slice(0, 120)} body ${String(payload.raw).slice(0, 120)}`;
                if (response.status >= 500) {
                  failures.push(`${label}: ${response.status} ${(await response.text()).slice(0, 200)}`);
                  return false;
                }
                if (response.status >= 400) {
                  const answer = (await response.json().catch(() => null)) as {
                    message?: unknown;
                    code?: unknown;
                  };
                  if (typeof answer?.message !== 'string' || typeof answer?.code !== 'string') {
                    failures.push(
                      `${label}: ${response.status} without { message, code }: ${JSON.stringify(answer)}`,
                    );
                    return false;
                  }
                  if ((await tablesChecksum(t.database.db)) !== before) {
                    failures.push(`${label}: refused with ${response.status} but the database changed`);
                    return false;
                  }
                } else await response.arrayBuffer();
                return true;
              },
            ),
            { numRuns: runsPerRoute, endOnFailure: true },
          )
          .catch(() => {});
      }
      expect(failures).toEqual([]);
    },
    byMode(120_000, 1_800_000),
  );
});
