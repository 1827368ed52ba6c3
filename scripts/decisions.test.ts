import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Every decision record is numbered uniquely and opens with its number, title, status and date.
const dir = path.resolve(import.meta.dirname, '../docs/decisions');
const files = fs.readdirSync(dir).filter((name) => name.endsWith('.md'));

describe('docs/decisions', () => {
  it('holds records named NNNN-title.md with unique numbers', () => {
    expect(files.length).toBeGreaterThan(0);
    for (const name of files) expect(name).toMatch(/^\d{4}-[a-z0-9-]+\.md$/);
    const numbers = files.map((name) => name.slice(0, 4));
    expect(new Set(numbers).size).toBe(numbers.length);
  });

  it.each(files)('%s opens with "# NNNN. Title", a status and a date', (name) => {
    const lines = fs
      .readFileSync(path.join(dir, name), 'utf8')
      .split('\n')
      .filter((line) => line.trim() !== '')
      .slice(0, 3);
    expect(lines[0]).toMatch(new RegExp(`^# ${name.slice(0, 4)}\\. \\S`));
    expect(lines[1]).toMatch(/^- Status: (proposed|accepted|deprecated|superseded)\b/);
    expect(lines[2]).toMatch(/^- Date: \d{4}-\d{2}-\d{2}$/);
  });
});
