import { Plus, X } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import type { MyWord } from '~/core/words/my-word';
import { buttonClass } from '~/web/components/ui/button';
import { errorMessage } from '~/web/lib/api-error';
import { format } from '~/web/lib/i18n/messages';
import { useUpdateWordTags } from '../api/update-word-tags';
import type { WordsMessages } from '../i18n/en';

/** The word's tags as removable chips, and a box to add one (the server trims and de-duplicates). */
export function TagEditor({ word, t }: { word: MyWord; t: WordsMessages }) {
  const [draft, setDraft] = useState('');
  const save = useUpdateWordTags();
  const inputId = useId();
  const errorId = useId();
  const input = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const tag = draft.trim();
    if (!tag) return;
    save.mutate({ id: word.id, tags: [...word.tags, tag] }, { onSuccess: () => setDraft('') });
  };

  return (
    <div className="space-y-3">
      {word.tags.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">{t.detail.noTags}</p>
      ) : (
        <ul className="flex flex-wrap gap-2">
          {word.tags.map((tag) => (
            <li key={tag}>
              <button
                type="button"
                disabled={save.isPending}
                onClick={() =>
                  // The chip goes: focus moves to the box rather than to nowhere.
                  save.mutate(
                    { id: word.id, tags: word.tags.filter((other) => other !== tag) },
                    { onSuccess: () => input.current?.focus() },
                  )
                }
                aria-label={format(t.detail.removeTag, { tag })}
                className="inline-flex items-center gap-1 rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold text-brand-900 hover:bg-brand-200 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 dark:bg-brand-900 dark:text-brand-100"
              >
                <span dir="auto">#{tag}</span>
                <X className="size-3.5" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={submit} className="flex flex-wrap items-end gap-2">
        <div className="min-w-0 flex-1 sm:max-w-xs">
          <label htmlFor={inputId} className="block text-sm font-medium">
            {t.detail.addTag}
          </label>
          <input
            id={inputId}
            ref={input}
            value={draft}
            maxLength={40}
            onChange={(event) => setDraft(event.target.value)}
            aria-invalid={save.isError || undefined}
            aria-describedby={save.isError ? errorId : undefined}
            className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus:outline-none focus:ring-2 focus:ring-brand-500 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100"
          />
        </div>
        <button type="submit" disabled={save.isPending || !draft.trim()} className={buttonClass('secondary')}>
          <Plus className="size-4" aria-hidden="true" />
          {t.detail.addTagButton}
        </button>
      </form>
      {save.isError && (
        <p id={errorId} role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
          {t.detail.tagsFailed} {errorMessage(save.error)}
        </p>
      )}
    </div>
  );
}
