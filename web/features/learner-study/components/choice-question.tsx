import Check from 'lucide-react/icons/check';
import X from 'lucide-react/icons/x';
import { useEffect, useLayoutEffect, useRef } from 'react';
import type { ReviewGrade } from '~/core/study/review';
import type { StudyMessages } from '../i18n/en';
import { digitOf, isStudyKey } from '../lib/study-keys-handler';
import type { RunItem } from '../lib/study-run';
import { languageAttributes } from '../lib/text-direction';
import { PromptCard } from './prompt-card';

const base =
  'flex w-full items-center gap-3 rounded-lg border px-4 py-3 text-start text-lg focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2 dark:focus-visible:ring-offset-slate-950';
const idle =
  'border-slate-300 bg-white hover:border-brand-500 hover:bg-brand-50 dark:border-slate-600 dark:bg-slate-900 dark:hover:bg-slate-800';
const right =
  'border-green-600 bg-green-50 text-green-900 dark:border-green-500 dark:bg-green-950 dark:text-green-100';
const wrong = 'border-red-600 bg-red-50 text-red-900 dark:border-red-500 dark:bg-red-950 dark:text-red-100';
const faded =
  'border-slate-200 bg-white text-slate-600 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-400';

/**
 * Four options, chosen by click or the keys 1–4. Once graded, the right option is marked, and the
 * chosen one too when it was wrong (by icon and text as well as colour).
 */
export function ChoiceQuestion({
  item,
  onChoose,
  chosenId,
  grade,
  t,
}: {
  item: RunItem;
  onChoose: (optionId: string) => void;
  /** The option chosen, once the learner has answered. */
  chosenId: string | null;
  grade: ReviewGrade | null;
  t: StudyMessages;
}) {
  const options = item.options ?? [];
  const answered = chosenId !== null;
  const promptRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    promptRef.current?.focus();
  }, []);

  // Listened for as the card is committed, not after the paint as a passive effect would be: a key
  // pressed as soon as the card shows would otherwise reach the previous card's listener, or none.
  useLayoutEffect(() => {
    if (answered) return;
    const onKey = (event: KeyboardEvent) => {
      if (!isStudyKey(event)) return;
      const digit = digitOf(event);
      const option = digit ? options[digit - 1] : undefined;
      if (option) {
        event.preventDefault();
        onChoose(option.id);
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  });

  return (
    <div className="space-y-6">
      <PromptCard ref={promptRef} item={item} t={t} />
      <fieldset className="min-w-0">
        <legend className="mb-2 text-sm font-medium text-slate-700 dark:text-slate-300">
          {t.choice.label}
        </legend>
        <ol className="grid gap-2 sm:grid-cols-2">
          {options.map((option, index) => {
            const chosen = option.id === chosenId;
            // The right option carries the card's own id (the server grades by it).
            const correct = grade !== null && option.id === item.cardId;
            const tone = !grade
              ? chosen
                ? 'border-brand-600 bg-brand-50 dark:bg-slate-800'
                : idle
              : correct
                ? right
                : chosen
                  ? wrong
                  : faded;
            return (
              <li key={option.id}>
                <button
                  type="button"
                  disabled={answered}
                  aria-pressed={answered ? chosen : undefined}
                  aria-keyshortcuts={String(index + 1)}
                  onClick={() => onChoose(option.id)}
                  className={`${base} ${tone} disabled:cursor-default`}
                >
                  <kbd className="flex size-7 shrink-0 items-center justify-center rounded border border-current font-mono text-sm">
                    {index + 1}
                  </kbd>
                  <span className="min-w-0 grow break-words" {...languageAttributes(item.answerLanguage)}>
                    {option.text}
                  </span>
                  {grade && correct && <Check className="size-5 shrink-0" aria-label={t.choice.correct} />}
                  {grade && chosen && !correct && (
                    <X className="size-5 shrink-0" aria-label={t.choice.wrong} />
                  )}
                </button>
              </li>
            );
          })}
        </ol>
      </fieldset>
      {!answered && (
        <p className="text-xs text-slate-600 touch:hidden dark:text-slate-400">{t.choice.keysHint}</p>
      )}
    </div>
  );
}
