import { useId } from 'react';
import type { ImportMapping } from '~/core/imports/import-job';
import type { ImportPreview } from '~/core/imports/import-preview';
import { SelectField } from '~/web/components/forms/select-field';
import { Checkbox } from '~/web/components/ui/checkbox';
import { format } from '~/web/lib/i18n/format';
import type { ImportMessages } from '../i18n/en';
import { PreviewTable } from './preview-table';

// How tags are separated is the file's (our own export's), not a choice: it is kept as proposed.
export type ListMapping = Required<
  Pick<ImportMapping, 'separator' | 'hasHeader' | 'wordColumn' | 'meaningColumn' | 'tagsColumn'>
> &
  Pick<ImportMapping, 'tagSeparator'>;

const separatorKeys = { ',': 'comma', '\t': 'tab', ';': 'semicolon', '|': 'bar' } as const;

/** A list's columns: the separator, whether the first row names them, and which is the word, meaning and tags. */
export function ListMappingFields({
  t,
  preview,
  mapping,
  onChange,
}: {
  t: ImportMessages;
  preview: ImportPreview;
  mapping: ListMapping;
  onChange: (mapping: ListMapping) => void;
}) {
  const headerId = useId();
  const width = Math.max(1, ...preview.rows.map((row) => row.length));
  const header = mapping.hasHeader ? preview.rows[0] : undefined;
  const columns = Array.from({ length: width }, (_, index) => ({
    value: String(index),
    label: header?.[index]
      ? `${format(t.column, { number: index + 1 })}: ${header[index]}`
      : format(t.column, { number: index + 1 }),
  }));
  const optional = [{ value: '', label: t.none }, ...columns];
  const set = (change: Partial<ListMapping>) => onChange({ ...mapping, ...change });
  const column = (value: string) => (value === '' ? null : Number(value));
  return (
    <div className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t.separator}
          value={mapping.separator}
          onChange={(event) => set({ separator: event.target.value as ListMapping['separator'] })}
          options={Object.entries(separatorKeys).map(([value, key]) => ({ value, label: t.separators[key] }))}
        />
        <div className="flex items-center gap-2 self-end pb-2">
          <Checkbox
            id={headerId}
            checked={mapping.hasHeader}
            onChange={(event) => set({ hasHeader: event.target.checked })}
          />
          <label htmlFor={headerId}>{t.hasHeader}</label>
        </div>
        <SelectField
          label={t.wordColumn}
          value={String(mapping.wordColumn)}
          onChange={(event) => set({ wordColumn: Number(event.target.value) })}
          options={columns}
        />
        <SelectField
          label={t.meaningColumn}
          value={mapping.meaningColumn === null ? '' : String(mapping.meaningColumn)}
          onChange={(event) => set({ meaningColumn: column(event.target.value) })}
          options={optional}
        />
        <SelectField
          label={t.tagsColumn}
          value={mapping.tagsColumn === null ? '' : String(mapping.tagsColumn)}
          onChange={(event) => set({ tagsColumn: column(event.target.value) })}
          options={optional}
        />
      </div>
      <PreviewTable caption={t.firstRows} rows={preview.rows} width={width} />
    </div>
  );
}
