import { dictionary } from 'cmu-pronouncing-dictionary';
import { arpabetToIpa } from './arpabet-to-ipa';

/** The first CMU pronunciation of a word ("word", not "word(1)"), without the dictionary's comments. */
export function cmuArpabet(word: string): string | undefined {
  const entry = (dictionary as Record<string, string | undefined>)[word.toLowerCase()];
  if (entry === undefined) return undefined;
  return entry.split('#')[0]!.trim() || undefined;
}

/**
 * The IPA of a lemma from the CMU dictionary. A multi-word or hyphenated lemma ("ice cream",
 * "well-known") the dictionary lacks as a whole is read word by word, and only when it has every word.
 */
export function cmuIpa(lemma: string): string | null {
  const whole = cmuArpabet(lemma);
  if (whole) return arpabetToIpa(whole);
  const words = lemma.split(/[\s-]+/).filter(Boolean);
  if (words.length < 2) return null;
  const parts = words.map(cmuArpabet);
  if (parts.some((part) => !part)) return null;
  return parts.map((part) => arpabetToIpa(part!)).join(' ');
}
