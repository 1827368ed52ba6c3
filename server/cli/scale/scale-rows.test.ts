import { describe, expect, it } from 'vitest';
import { foldKey } from '~/core/dictionary/fold';
import { copyText, isoText } from './copy-rows';
import type { ScalePlan } from './scale-people';
import { accountRow, userRow } from './scale-people';
import { purchaseRow } from './scale-purchases';
import { scaleWordValue, wordColumns, wordRow } from './scale-words';

const plan: ScalePlan = {
  seed: 1,
  users: 20_000,
  now: Date.parse('2026-06-01'),
  runTag: '',
  passwordHash: 'h',
};

describe('scale seed rows', () => {
  it('escape values for COPY text format', () => {
    expect(copyText(null)).toBe('\\N');
    expect(copyText('a\tb\nc\\d')).toBe('a\\tb\\nc\\\\d');
    expect(copyText({ a: 'x\ny' })).toBe('{"a":"x\\\\ny"}');
    expect(copyText(new Date(0))).toBe('1970-01-01T00:00:00.000Z');
  });

  it('write timestamps as toISOString does', () => {
    for (let i = 0; i < 100_000; i++) {
      const ms = Math.floor(1_700_000_000_000 + i * 9_876_543.21);
      expect(isoText(ms)).toBe(new Date(ms).toISOString());
    }
    expect(isoText(0)).toBe('1970-01-01T00:00:00.000Z');
  });

  it('give unique keys at scale: user ids, account ids, purchase ids and transactions, word values', () => {
    const unique = (values: unknown[]) => new Set(values).size;
    const users = Array.from({ length: plan.users }, (_, i) => userRow(plan, i));
    expect(unique(users.map((row) => row[0]))).toBe(plan.users);
    expect(unique(users.map((row) => row[2]))).toBe(plan.users);
    expect(unique(Array.from({ length: plan.users }, (_, i) => accountRow(plan, i)[0]))).toBe(plan.users);
    const purchases = Array.from({ length: 30_000 }, (_, j) => purchaseRow(plan, j));
    expect(unique(purchases.map((row) => row[0]))).toBe(30_000);
    expect(unique(purchases.map((row) => `${row[25]}:${row[23]}`))).toBe(30_000);
    const words = Array.from({ length: 200_000 }, (_, k) => scaleWordValue(k));
    expect(unique(words.map((word) => `${word.languageCode}:${word.value}`))).toBe(200_000);
  });

  it("give every word its search key, as the dictionary's own writers store it", () => {
    for (let k = 0; k < 1000; k++) {
      const row = wordRow(plan, k, 1000);
      expect(row).toHaveLength(wordColumns.length);
      const value = row[wordColumns.indexOf('value')] as string;
      expect(row[wordColumns.indexOf('value_key')]).toBe(foldKey(value));
    }
  });
});
