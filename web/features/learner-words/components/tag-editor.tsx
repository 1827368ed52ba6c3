import Plus from 'lucide-react/icons/plus';
import X from 'lucide-react/icons/x';
import { type FormEvent, useRef, useState } from 'react';
import { hasTag, MAX_TAG_LENGTH, MAX_TAGS, type MyWord } from '~/core/words/my-word';
import { Field, fieldControlClass } from '~/web/components/forms/field';
import { buttonClass } from '~/web/components/ui/button';
import { format } from '~/web/lib/i18n/format';
import { refusalMessage } from '~/web/lib/i18n/refusal-message';
import { useUpdateWord } from '../api/update-word';
import type { WordsMessages } from '../i18n/en';

/** Why the tag cannot be added, in the page's language; null when it can (the server checks again). */
function tagProblem(tag: string, tags: readonly string[], t: WordsMessages): string | null {
  if (tag.length > MAX_TAG_LENGTH) return format(t.custom.rules.tagTooLong, { max: MAX_TAG_LENGTH });
  if (hasTag(tags, tag)) return format(t.detail.tagExists, { tag });
  if (tags.length >= MAX_TAGS) return format(t.custom.rules.tooManyTags, { max: MAX_TAGS });
  return null;
}

/**
 * The word's tags as removable chips, and a box to add one. Each change is sent as the tag added or
 * removed, not the whole list this page read: a tag added meanwhile elsewhere (the phone app) stays.
 */
export function TagEditor({ word, t }: { word: MyWord; t: WordsMessages }) {
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const save = useUpdateWord();
  const input = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const tag = draft.trim();
    if (!tag) return;
    const found = tagProblem(tag, word.tags, t);
    setProblem(found);
    if (found) {
      input.current?.focus();
      return;
    }
    save.mutate({ id: word.id, body: { addTags: [tag] } }, { onSuccess: () => setDraft('') });
  };

  const error =
    problem ??
    (save.isError
      ? `${t.detail.tagsFailed} ${refusalMessage(save.error, t.refusals, { max: MAX_TAGS })}`
      : null);

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
                    { id: word.id, body: { removeTags: [tag] } },
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
        <Field label={t.detail.addTag} error={error} announceError className="min-w-0 flex-1 sm:max-w-xs">
          {(control) => (
            <input
              {...control}
              ref={input}
              value={draft}
              onChange={(event) => {
                setDraft(event.target.value);
                setProblem(null);
              }}
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
