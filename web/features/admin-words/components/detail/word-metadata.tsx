import type { GlobalWord } from '~/core/dictionary/global-word';
import { Card } from '~/web/components/ui/card';
import { formatDateTime } from '~/web/lib/dates-and-numbers';

export function WordMetadata({ word }: { word: GlobalWord }) {
  const rows: [string, string][] = [
    ['Word ID', word.id],
    ['Language Code', word.languageCode],
    ['Difficulty', word.difficulty ?? 'Not set'],
    ['Frequency', word.frequency ?? 'Not set'],
    ['Created', formatDateTime(word.createdAt)],
    ['Last Updated', formatDateTime(word.updatedAt)],
  ];
  if (word.baseForm) rows.push(['Base Form', word.baseForm]);
  if (word.phonetic) rows.push(['Phonetic (IPA)', word.phonetic]);
  if (word.gender) rows.push(['Gender', word.gender]);
  if (word.rank !== null) rows.push(['Frequency Rank', String(word.rank)]);
  rows.push(['Source', word.source ?? 'Added here']);
  if (word.editedByAdmin) rows.push(['Edited by an Admin', 'Yes: content updates leave it unchanged']);
  return (
    <Card className="p-5">
      <h2 className="mb-4 text-lg font-semibold">Metadata</h2>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className="text-sm font-medium text-slate-600 dark:text-slate-300">{label}</dt>
            <dd className="font-mono text-sm break-all">{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
