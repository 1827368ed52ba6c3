/**
 * A number from the chosen words (FNV-1a), so the offline composers choose the same sentences for the
 * same words every time, and different ones for other words.
 */
export function storySeed(text: string): number {
  let value = 2166136261;
  for (const char of text) value = Math.imul(value ^ char.codePointAt(0)!, 16777619) >>> 0;
  return value;
}
