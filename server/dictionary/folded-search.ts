import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { foldKey } from '~/core/dictionary/fold';
import { likeContains } from '~/server/db/like-pattern';

// Substring search that ignores case, accents and Hebrew niqqud ("cafe" finds café, שלום finds
// שָׁלוֹם), and takes a maqaf, a hyphen and a space for one another ("בית ספר" finds בית־ספר). The
// column is folded by search_fold (migrations 0033 and 0034, SQL's copy of foldKey), and so is the
// query after foldKey: both sides go through the same SQL, so they agree even where PostgreSQL's
// lower() and JavaScript's toLowerCase() differ. A trigram index on search_fold(column) serves it.

/** `column` contains `query`, folded; null when the query folds to nothing (matches everything). */
export function foldedContains(column: AnyColumn | SQL, query: string): SQL | undefined {
  const folded = foldKey(query);
  if (!folded) return undefined;
  return sql`search_fold(${column}) like search_fold(${likeContains(folded)})`;
}
