// Frequency ranks for English lemmas from SUBTLEX-US word counts. A surface word's count is shared
// among every lemma that can produce it (the lemma spelled so, and each lemma having it as an
// inflected form) in proportion to the lemmas' WordNet tagged-corpus counts (+1), so "saw" mostly
// goes to "see", "leaves" to "leave" and "leaf", and "running" mostly to "run".

export type RankInput = {
  key: string;
  /** WordNet's tagged-corpus count over all senses (function words: a floor, see below). */
  tagCount: number;
  /** Proper names, abbreviations, letters: ranked after every common word. */
  demoted: boolean;
};

export function rankLemmas(
  lemmas: RankInput[],
  forms: Map<string, string[]>,
  counts: Map<string, number>,
  ignoredSurfaces: Set<string>,
): Map<string, number> {
  const claimants = new Map<string, RankInput[]>();
  const claim = (surface: string, lemma: RankInput) => {
    const list = claimants.get(surface) ?? [];
    if (!list.includes(lemma)) list.push(lemma);
    claimants.set(surface, list);
  };
  for (const lemma of lemmas) {
    claim(lemma.key, lemma);
    for (const form of forms.get(lemma.key) ?? []) claim(form.toLowerCase(), lemma);
  }
  const scores = new Map<string, number>();
  for (const [surface, list] of claimants) {
    const count = ignoredSurfaces.has(surface) ? 0 : (counts.get(surface) ?? 0);
    if (count === 0) continue;
    const total = list.reduce((sum, lemma) => sum + lemma.tagCount + 1, 0);
    for (const lemma of list) {
      scores.set(lemma.key, (scores.get(lemma.key) ?? 0) + (count * (lemma.tagCount + 1)) / total);
    }
  }
  const ordered = [...lemmas].sort(
    (a, b) =>
      Number(a.demoted) - Number(b.demoted) ||
      (scores.get(b.key) ?? 0) - (scores.get(a.key) ?? 0) ||
      b.tagCount - a.tagCount ||
      (a.key < b.key ? -1 : a.key > b.key ? 1 : 0),
  );
  return new Map(ordered.map((lemma, index) => [lemma.key, index + 1]));
}
