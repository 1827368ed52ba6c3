import type { DraftEntry } from './draft';

/**
 * Orders lemmas for ranks 1..N: those the frequency list attests, by their Zipf-weighted score; then,
 * to reach `size`, the unlisted ones by the proxy (English frequency of the first translation times the
 * number of sources behind it), which favours everyday words over technical ones. Ties go alphabetically
 * so that the order is deterministic.
 */
export function rankEntries(entries: Iterable<DraftEntry>, size: number): DraftEntry[] {
  const all = [...entries];
  const byLemma = (a: DraftEntry, b: DraftEntry) => (a.lemma < b.lemma ? -1 : a.lemma > b.lemma ? 1 : 0);
  const listed = all
    .filter((entry) => entry.frequency > 0)
    .sort((a, b) => b.frequency - a.frequency || byLemma(a, b));
  const unlisted = all
    .filter((entry) => entry.frequency === 0)
    .sort((a, b) => b.proxy - a.proxy || byLemma(a, b));
  return [...listed, ...unlisted].slice(0, Math.max(size, 0));
}
