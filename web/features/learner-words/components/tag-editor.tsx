import Plus from 'lucide-react/icons/plus';
import X from 'lucide-react/icons/x';
import { type FormEvent, useRef, useState } from 'react';
import type { MyWord } from '~/core/words/my-word';
import { Field, fieldControlClass } from '~/web/components/forms/field';
import { buttonClass } from '~/web/components/ui/button';
import { format } from '~/web/lib/i18n/format';
import { refusalMessage } from '~/web/lib/i18n/refusal-message';
import { useUpdateWordTags } from '../api/update-word-tags';
import type { WordsMessages } from '../i18n/en';

/** The word's tags as removable chips, and a box to add one (the server trims and de-duplicates). */
export function TagEditor({ word, t }: { word: MyWord; t: WordsMessages }) {
  const [draft, setDraft] = useState('');
  const save = useUpdateWordTags();
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
      <form onSubmit={submit} className="flex flex-wrap items-start gap-2">
        <Field
          label={t.detail.addTag}
          error={save.isError ? `${t.detail.tagsFailed} ${refusalMessage(save.error, t.refusals)}` : null}
          announceError
          className="min-w-0 flex-1 sm:max-w-xs"
        >
          {(control) => (
            <input
              {...control}
              ref={input}
              value={draft}
              maxLength={40}
              onChange={(event) => setDraft(event.target.value)}
              className={`${fieldControlClass} text-sm`}
            />
          )}
        </Field>
        <button
          type="submit"
          disabled={save.isPending || !draft.trim()}
          className={buttonClass('secondary', 'md', 'mt-6')}
        >
          <Plus className="size-4" aria-hidden="true" />
          {t.detail.addTagButton}
        </button>
      </form>
    </div>
  );
}
