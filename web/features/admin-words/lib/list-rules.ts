import { WORD_SHORT_TEXT_MAX_LENGTH, WORD_TEXT_MAX_LENGTH } from '~/core/dictionary/word-edits';

// Pure rules shared by the word editors: values are trimmed, empty ones refused, texts longer than
// the server takes refused, duplicates refused (case-insensitively, as the server's check), and rows
// move one place at a time.

/** The value as it is stored: trimmed. */
export function normalizeEntry(value: string): string {
  return value.trim();
}

/** Whether `value` (trimmed, any case) is already in `list`; `exceptIndex` skips the row being edited. */
export function isDuplicate(list: readonly string[], value: string, exceptIndex?: number): boolean {
  const key = normalizeEntry(value).toLowerCase();
  if (!key) return false;
  return list.some((item, index) => index !== exceptIndex && item.trim().toLowerCase() === key);
}

export type EntryCheck =
  | { ok: true; value: string }
  | { ok: false; reason: 'empty' | 'tooLong' | 'duplicate' };

/** The editor's own refusal of a text the server would refuse as too long, naming the field. */
export const tooLongMessage = (field: string, maxLength: number) =>
  `${field} can be at most ${maxLength.toLocaleString('en-US')} characters`;

/** Checks a new or edited entry of a list without duplicates (synonyms, variants). */
export function checkUniqueEntry(
  list: readonly string[],
  raw: string,
  exceptIndex?: number,
  maxLength = WORD_SHORT_TEXT_MAX_LENGTH,
): EntryCheck {
  const checked = checkEntry(raw, maxLength);
  if (checked.ok && isDuplicate(list, checked.value, exceptIndex)) return { ok: false, reason: 'duplicate' };
  return checked;
}

/** Checks an entry of a list that may repeat (examples): non-empty after trimming, not too long. */
export function checkEntry(raw: string, maxLength = WORD_TEXT_MAX_LENGTH): EntryCheck {
  const value = normalizeEntry(raw);
  if (!value) return { ok: false, reason: 'empty' };
  if (value.length > maxLength) return { ok: false, reason: 'tooLong' };
  return { ok: true, value };
}

export function replaceAt<T>(list: readonly T[], index: number, value: T): T[] {
  return list.map((item, i) => (i === index ? value : item));
}

export function removeAt<T>(list: readonly T[], index: number): T[] {
  return list.filter((_, i) => i !== index);
}

export const canMoveUp = (index: number) => index > 0;
export const canMoveDown = (index: number, length: number) => index >= 0 && index < length - 1;

/** The list with the item at `index` swapped with its neighbour; unchanged at either end. */
export function move<T>(list: readonly T[], index: number, direction: 'up' | 'down'): T[] {
  const target = direction === 'up' ? index - 1 : index + 1;
  if (direction === 'up' ? !canMoveUp(index) : !canMoveDown(index, list.length)) return [...list];
  const next = [...list];
  [next[index], next[target]] = [next[target] as T, next[index] as T];
  return next;
}

/** Deep equality of the plain JSON values the editors hold (arrays, records, strings). */
export function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
