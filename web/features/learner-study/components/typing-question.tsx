import { type FormEvent, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { REVIEW_MAX_TYPED_LENGTH } from '~/core/study/review-limits';
import type { StudyMessages } from '../i18n/en';
import { loadTypingGrader } from '../lib/offline-grade';
import { specialCharacters } from '../lib/special-characters';
import type { RunItem } from '../lib/study-run';
import { directionOf } from '../lib/text-direction';
import { PromptCard } from './prompt-card';
import { SpecialCharacters } from './special-characters';

/** The typing method: an answer field in the answer's language, with its special letters as buttons. */
export function TypingQuestion({
  item,
  onSubmit,
  answered,
  t,
}: {
  item: RunItem;
  onSubmit: (typed: string) => void;
  /** True once submitted: the field keeps what was typed, read-only. */
  answered: boolean;
  t: StudyMessages;
}) {
  const [typed, setTyped] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const language = item.answerLanguage;

  // Focused as the question is committed, not after the paint: a learner typing on from the last
  // card would otherwise lose the letters typed in between.
  useLayoutEffect(() => {
    inputRef.current?.focus();
  }, []);

  useEffect(() => {
    // The grader for an answer given offline: fetched now, while the connection is likely there.
    loadTypingGrader().catch(() => undefined);
  }, []);

  const insert = (character: string) => {
    const input = inputRef.current;
    const start = input?.selectionStart ?? typed.length;
    const end = input?.selectionEnd ?? typed.length;
    const next = typed.slice(0, start) + character + typed.slice(end);
    setTyped(next);
    // Put the caret after the inserted letter once React has written the new value.
    requestAnimationFrame(() => {
      input?.focus();
      input?.setSelectionRange(start + character.length, start + character.length);
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!answered && typed.trim()) onSubmit(typed);
  };

  return (
    <div className="space-y-6">
      <PromptCard item={item} t={t} />
      <form onSubmit={submit} className="space-y-3">
        <label htmlFor={id} className="block text-sm font-medium text-slate-700 dark:text-slate-300">
          {t.typing.label}
        </label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <input
            ref={inputRef}
            id={id}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            maxLength={REVIEW_MAX_TYPED_LENGTH}
            readOnly={answered}
            lang={language ?? undefined}
            dir={directionOf(language) ?? 'auto'}
            autoComplete="off"
            autoCapitalize="off"
            autoCorrect="off"
            spellCheck={false}
            className="min-w-0 grow rounded-lg border border-slate-300 bg-white px-3 py-2 text-xl text-slate-900 focus:outline-none focus:ring-2 focus:ring-brand-500 read-only:bg-slate-100 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:read-only:bg-slate-800"
          />
          {!answered && (
            <button
              type="submit"
              disabled={!typed.trim()}
              className="rounded-lg bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-60 dark:focus-visible:ring-offset-slate-950"
            >
              {t.typing.check}
            </button>
          )}
        </div>
        {!answered && (
          <SpecialCharacters
            characters={specialCharacters(language)}
            language={language}
            onInsert={insert}
            t={t}
          />
        )}
      </form>
    </div>
  );
}
