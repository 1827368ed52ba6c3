import type { ImportMapping } from '~/core/imports/import-job';
import type { ImportPreview } from '~/core/imports/import-preview';
import { SelectField } from '~/web/components/forms/select-field';
import { format } from '~/web/lib/i18n/format';
import type { ImportMessages } from '../i18n/en';
import { PreviewTable } from './preview-table';

export type NoteTypeMapping = NonNullable<ImportMapping['noteTypes']>;

/** The mapping a deck starts with: each note type's first field the word, its second the meaning. */
export function defaultNoteTypeMapping(preview: ImportPreview): NoteTypeMapping {
  return Object.fromEntries(
    preview.noteTypes.map((type) => [type.id, { word: 0, meaning: type.fields.length > 1 ? 1 : null }]),
  );
}

/** Per note type of the deck: its notes, and which field is the word and which the meaning. */
export function AnkiMappingFields({
  t,
  preview,
  numberLocale,
  mapping,
  onChange,
}: {
  t: ImportMessages;
  preview: ImportPreview;
  numberLocale: string;
  mapping: NoteTypeMapping;
  onChange: (mapping: NoteTypeMapping) => void;
}) {
  return (
    <div className="space-y-6">
      <p>{format(t.notes, { count: (preview.notes ?? 0).toLocaleString(numberLocale) })}</p>
      {preview.mediaFiles > 0 && (
        <p className="text-sm text-slate-700 dark:text-slate-300">
          {format(t.media, { count: preview.mediaFiles.toLocaleString(numberLocale) })}
        </p>
      )}
      {preview.noteTypes.map((type) => {
        const chosen = mapping[type.id] ?? { word: 0, meaning: null };
        const fields = type.fields.map((name, index) => ({
          value: String(index),
          label: name || format(t.column, { number: index + 1 }),
        }));
        const set = (change: Partial<typeof chosen>) =>
          onChange({ ...mapping, [type.id]: { ...chosen, ...change } });
        return (
          <fieldset
            key={type.id}
            className="space-y-4 rounded-lg border border-slate-200 p-4 dark:border-slate-700"
          >
            <legend className="px-1 font-semibold" dir="auto">
              {type.name} · {format(t.notes, { count: type.notes.toLocaleString(numberLocale) })}
            </legend>
            <div className="grid gap-4 sm:grid-cols-2">
              <SelectField
                label={t.wordField}
                value={String(chosen.word)}
                onChange={(event) => set({ word: Number(event.target.value) })}
                options={fields}
              />
              <SelectField
                label={t.meaningField}
                value={chosen.meaning === null ? '' : String(chosen.meaning)}
                onChange={(event) =>
                  set({ meaning: event.target.value === '' ? null : Number(event.target.value) })
                }
                options={[{ value: '', label: t.none }, ...fields]}
              />
            </div>
            <PreviewTable
              caption={type.name}
              rows={[type.fields, ...type.samples]}
              width={type.fields.length}
            />
          </fieldset>
        );
      })}
    </div>
  );
}
