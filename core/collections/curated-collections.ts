import type { CollectionKind, CollectionLevel } from './collection';

// The curated collections' definitions, parsed from the TSV files of content/curated/collections.
// Pure: the server reads the files, this turns their text into collections and checks them.

export type CollectionDefinition = {
  slug: string;
  kind: CollectionKind;
  /** Frequency tiers: the dictionary ranks they take, inclusive. */
  ranks: { from: number; to: number } | null;
  name: { en: string; he: string };
  description: { en: string; he: string };
};

/** A theme's entry: a lemma as the dictionary spells it, and its part of speech when ambiguous. */
export type ThemeEntry = { lemma: string; partOfSpeech: string | null };

export type LanguageThemes = Map<string, ThemeEntry[]>;

function rowsOf(text: string): string[][] {
  return text
    .split('\n')
    .slice(1)
    .filter((line) => line.trim() !== '')
    .map((line) => line.split('\t'));
}

function ranksOf(text: string | undefined): { from: number; to: number } | null {
  const match = /^(\d+)-(\d+)$/.exec(text ?? '');
  return match ? { from: Number(match[1]), to: Number(match[2]) } : null;
}

/** collections.tsv: slug, kind (tier|theme), ranks (tiers), name and description in en and he. */
export function parseDefinitions(text: string): CollectionDefinition[] {
  return rowsOf(text).map(
    ([slug = '', kind = '', ranks, nameEn = '', nameHe = '', descEn = '', descHe = '']) => ({
      slug,
      kind: kind === 'tier' ? 'frequency' : 'theme',
      ranks: kind === 'tier' ? ranksOf(ranks) : null,
      name: { en: nameEn, he: nameHe },
      description: { en: descEn, he: descHe },
    }),
  );
}

/** <language>.tsv: collection (a theme's slug), lemma, part_of_speech (empty unless ambiguous). */
export function parseThemes(text: string): LanguageThemes {
  const themes: LanguageThemes = new Map();
  for (const [slug = '', lemma = '', partOfSpeech = ''] of rowsOf(text)) {
    const list = themes.get(slug) ?? [];
    list.push({ lemma, partOfSpeech: partOfSpeech || null });
    themes.set(slug, list);
  }
  return themes;
}

export const collectionIdOf = (languageCode: string, slug: string) => `${languageCode}-${slug}`;

/** "es-colours" -> { languageCode: 'es', slug: 'colours' }. */
export function splitCollectionId(id: string): { languageCode: string; slug: string } {
  return { languageCode: id.slice(0, 2), slug: id.slice(3) };
}

/** The first 300 words are A1; past them, A2. Themes are everyday A1 vocabulary. */
export function levelOf(definition: CollectionDefinition): CollectionLevel {
  return definition.ranks && definition.ranks.from > 300 ? 'A2' : 'A1';
}

export const THEME_SIZE = { min: 15, max: 40 } as const;

/** What is wrong with the definitions and one language's themes (empty when nothing is). */
export function problemsOf(definitions: CollectionDefinition[], themes: LanguageThemes): string[] {
  const problems: string[] = [];
  const slugs = new Set(definitions.map((definition) => definition.slug));
  for (const definition of definitions) {
    for (const field of ['name', 'description'] as const) {
      for (const language of ['en', 'he'] as const) {
        if (!definition[field][language].trim()) problems.push(`${definition.slug}: no ${language} ${field}`);
      }
    }
    if (definition.kind === 'frequency' && !definition.ranks) problems.push(`${definition.slug}: no ranks`);
    if (definition.kind === 'theme' && !themes.has(definition.slug))
      problems.push(`${definition.slug}: no words`);
  }
  for (const [slug, entries] of themes) {
    if (!slugs.has(slug)) problems.push(`${slug}: not a defined collection`);
    if (entries.length < THEME_SIZE.min || entries.length > THEME_SIZE.max) {
      problems.push(`${slug}: ${entries.length} words, not ${THEME_SIZE.min}–${THEME_SIZE.max}`);
    }
    const seen = new Set<string>();
    for (const { lemma } of entries) {
      if (seen.has(lemma)) problems.push(`${slug}: ${lemma} twice`);
      seen.add(lemma);
    }
  }
  return problems;
}
