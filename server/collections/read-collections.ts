import fs from 'node:fs';
import path from 'node:path';
import { CONTENT_DIR } from '~/content/read/english-files';
import {
  type CollectionDefinition,
  type LanguageThemes,
  parseDefinitions,
  parseThemes,
} from '~/core/collections/curated-collections';

// The curated collections live in the repository (content/curated/collections), not in the
// database: they are read once per process. Their words point at dictionary entries by language and
// spelling (global_word's unique key), which survive every content upgrade; tiers by rank.

export const COLLECTIONS_DIR = path.join(CONTENT_DIR, 'curated/collections');
export const collectionLanguages = ['en', 'es', 'fr', 'it', 'pt', 'de'] as const;

let definitions: CollectionDefinition[] | undefined;
const themes = new Map<string, LanguageThemes>();

const read = (name: string) => fs.readFileSync(path.join(COLLECTIONS_DIR, name), 'utf8');

export function collectionDefinitions(): CollectionDefinition[] {
  definitions ??= parseDefinitions(read('collections.tsv'));
  return definitions;
}

/** One language's theme word lists; empty for a language with no collections. */
export function themesOf(languageCode: string): LanguageThemes {
  if (!(collectionLanguages as readonly string[]).includes(languageCode)) return new Map();
  let found = themes.get(languageCode);
  if (!found) {
    found = parseThemes(read(`${languageCode}.tsv`));
    themes.set(languageCode, found);
  }
  return found;
}

export const isCollectionLanguage = (code: string) =>
  (collectionLanguages as readonly string[]).includes(code);
