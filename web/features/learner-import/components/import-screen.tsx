import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { ImportMapping } from '~/core/imports/import-job';
import { MAX_IMPORT_FILE_BYTES } from '~/core/imports/import-limits';
import type { ImportPreview } from '~/core/imports/import-preview';
import { FormAlert } from '~/web/components/forms/form-alert';
import { SelectField } from '~/web/components/forms/select-field';
import { Button } from '~/web/components/ui/button';
import { PageHeader } from '~/web/components/ui/page-header';
import { Spinner } from '~/web/components/ui/spinner';
import { ApiRequestError } from '~/web/lib/api-error';
import { format } from '~/web/lib/i18n/format';
import { refusalMessage } from '~/web/lib/i18n/refusal-message';
import { useProfile } from '~/web/lib/learner-data/get-profile';
import { recentImportsQuery, usePreviewImport, useStartImport } from '~/web/lib/learner-data/imports';
import { languageOptions } from '~/web/lib/learner-data/study-fields';
import { useImportMessages } from '../i18n/use-import-messages';
import { AnkiMappingFields, defaultNoteTypeMapping, type NoteTypeMapping } from './anki-mapping';
import { type FileKind, kindOfFile } from './file-kind';
import { ImportProgress } from './import-progress';
import { type ListMapping, ListMappingFields } from './list-mapping';
import { RecentImports } from './recent-imports';

/** Whether a failed preview is the file's fault (it will fail again), not a busy or unreachable server. */
const fileRefused = (error: unknown) =>
  error instanceof ApiRequestError &&
  error.status >= 400 &&
  error.status < 500 &&
  error.status !== 409 &&
  error.status !== 429;

// Lists are previewed from their first 64 KB; an Anki deck has to be read whole.
const LIST_PREVIEW_BYTES = 64 * 1024;

// The columns the first row names (our own export's header among them), else the first two.
const listMappingOf = ({ separator, suggestedMapping: named }: ImportPreview): ListMapping => ({
  separator: separator ?? ',',
  hasHeader: named?.hasHeader ?? false,
  wordColumn: named?.wordColumn ?? 0,
  meaningColumn: named ? (named.meaningColumn ?? null) : 1,
  tagsColumn: named?.tagsColumn ?? null,
  ...(named?.tagSeparator ? { tagSeparator: named.tagSeparator } : {}),
});

/**
 * /dashboard/import: choose a file, see what it holds and which columns or fields become the word and
 * its meaning, start the import, follow it, read what it did.
 */
export function ImportScreen() {
  const { t, locale, numberLocale } = useImportMessages();
  const profile = useProfile();
  const preview = usePreviewImport();
  const start = useStartImport();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [kind, setKind] = useState<FileKind | null>(null);
  // The file chosen last: what is learnt of an earlier one after it was replaced is dropped.
  const latest = useRef<File | null>(null);
  const [language, setLanguage] = useState<string | null>(null);
  const [listMapping, setListMapping] = useState<ListMapping | null>(null);
  const [noteTypes, setNoteTypes] = useState<NoteTypeMapping>({});
  const [jobId, setJobId] = useState<string | null>(null);

  const format_ = kind === 'spreadsheet' ? null : kind;
  // The server's refusal in the page's language, the largest file it takes being core's own limit.
  const refused = (error: unknown) =>
    refusalMessage(error, t.refusals, {
      max: (MAX_IMPORT_FILE_BYTES / 1024 / 1024).toLocaleString(numberLocale),
    });
  const chosenLanguage = language ?? profile.data?.targetLanguageCode ?? 'en';

  const read = (chosen: File, anki: boolean, separator?: ListMapping['separator']) => {
    preview.mutate(
      {
        file: anki ? chosen : chosen.slice(0, LIST_PREVIEW_BYTES),
        fileName: chosen.name,
        mapping: separator ? { separator } : undefined,
      },
      {
        onSuccess: (result) => {
          if (anki) setNoteTypes(defaultNoteTypeMapping(result));
          else
            setListMapping((current) => ({
              ...(current ?? listMappingOf(result)),
              separator: result.separator ?? ',',
            }));
        },
      },
    );
  };

  const choose = (chosen: File | null) => {
    latest.current = chosen;
    setFile(chosen);
    setKind(null);
    setListMapping(null);
    setNoteTypes({});
    preview.reset();
    start.reset();
    if (!chosen) return;
    void kindOfFile(chosen).then((found) => {
      if (latest.current !== chosen) return;
      setKind(found);
      if (found !== 'spreadsheet') read(chosen, found === 'anki');
    });
  };

  // The list of recent imports is asked again: the one just started, or just left, belongs in it.
  const refreshRecent = () => void queryClient.invalidateQueries({ queryKey: recentImportsQuery().queryKey });

  const submit = () => {
    if (!file) return;
    const mapping: ImportMapping = kind === 'anki' ? { noteTypes } : { ...(listMapping ?? {}) };
    start.mutate(
      { file, fileName: file.name, language: chosenLanguage, mapping },
      {
        onSuccess: (job) => {
          setJobId(job.id);
          refreshRecent();
        },
      },
    );
  };

  const another = () => {
    setJobId(null);
    choose(null);
    refreshRecent();
  };

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <PageHeader title={t.title} subtitle={t.intro} />
      <section className="space-y-5 rounded-xl border border-slate-200 bg-white p-5 sm:p-6 dark:border-slate-800 dark:bg-slate-900">
        {jobId ? (
          <ImportProgress t={t} id={jobId} numberLocale={numberLocale} onAnother={another} />
        ) : (
          <>
            <div>
              <label htmlFor="import-file" className="block font-medium">
                {t.file}
              </label>
              <input
                id="import-file"
                type="file"
                accept=".apkg,.colpkg,.zip,.csv,.tsv,.txt"
                aria-describedby="import-file-hint"
                onChange={(event) => choose(event.target.files?.[0] ?? null)}
                className="mt-1 block w-full text-sm file:me-3 file:rounded-lg file:border-0 file:bg-brand-700 file:px-4 file:py-2 file:font-semibold file:text-white"
              />
              <p id="import-file-hint" className="mt-1 text-sm text-slate-600 dark:text-slate-300">
                {t.fileHint}
              </p>
              {format_ && (
                <p className="mt-2 font-medium">{format(t.detected, { format: t.formats[format_] })}</p>
              )}
            </div>
            <SelectField
              label={t.language}
              hint={t.languageHint}
              value={chosenLanguage}
              onChange={(event) => setLanguage(event.target.value)}
              options={languageOptions(locale)}
            />
            {kind === 'spreadsheet' && (
              <FormAlert>
                <p className="font-semibold">{t.refused}</p>
                <p>{t.refusals.IMPORT_SPREADSHEET}</p>
              </FormAlert>
            )}
            {preview.isPending && (
              <div role="status" className="flex items-center gap-3">
                <Spinner />
                {t.reading}
              </div>
            )}
            {preview.isError && (
              <FormAlert>
                {/* The file's fault (refused, too large, a bad field) or ours and passing (busy, offline). */}
                <p className="font-semibold">{fileRefused(preview.error) ? t.refused : t.readFailed}</p>
                <p>{refused(preview.error)}</p>
              </FormAlert>
            )}
            {preview.data && file && (
              <div className="space-y-4">
                <h2 className="text-lg font-bold">{t.preview}</h2>
                {preview.data.format === 'anki' ? (
                  <AnkiMappingFields
                    t={t}
                    preview={preview.data}
                    numberLocale={numberLocale}
                    mapping={noteTypes}
                    onChange={setNoteTypes}
                  />
                ) : (
                  listMapping && (
                    <ListMappingFields
                      t={t}
                      preview={preview.data}
                      mapping={listMapping}
                      onChange={(next) => {
                        setListMapping(next);
                        if (next.separator !== listMapping.separator) read(file, false, next.separator);
                      }}
                    />
                  )
                )}
              </div>
            )}
            {start.isError && (
              <FormAlert>
                <p className="font-semibold">{t.startFailed}</p>
                <p>{refused(start.error)}</p>
              </FormAlert>
            )}
            <Button variant="primary" disabled={!preview.data || start.isPending} onClick={submit}>
              {start.isPending ? t.starting : t.start}
            </Button>
          </>
        )}
      </section>
      <RecentImports t={t} numberLocale={numberLocale} shown={jobId} />
    </div>
  );
}
