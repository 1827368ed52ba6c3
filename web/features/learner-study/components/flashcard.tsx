import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { RatingValue } from '~/core/study/ratings';
import type { StudyMessages } from '../i18n/en';
import { digitOf, isStudyKey } from '../lib/study-keys-handler';
import type { RunItem } from '../lib/study-run';
import { PromptCard } from './prompt-card';
import { RatingButtons } from './rating-buttons';
import { WordAnswer } from './word-answer';

/**
 * One flashcard: the prompt, Space (or the button) shows the answer, then 1–4 (or a button) rates it.
 * Remount it per card (key) so every card starts unflipped.
 */
export function Flashcard({
  item,
  onRate,
  onFlip,
  t,
  numberLocale,
}: {
  item: RunItem;
  onRate: (rating: RatingValue) => void;
  /** Called when the answer is shown (pronunciation says the word then). */
  onFlip?: () => void;
  t: StudyMessages;
  numberLocale: string;
}) {
  const [flipped, setFlipped] = useState(false);
  const promptRef = useRef<HTMLDivElement>(null);
  const answerRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    promptRef.current?.focus();
  }, []);

  const flip = () => {
    setFlipped(true);
    onFlip?.();
  };

  useEffect(() => {
    if (flipped) answerRef.current?.focus();
  }, [flipped]);

  // Listened for as the card is committed, not after the paint as a passive effect would be: a key
  // pressed as soon as the card shows would otherwise reach the previous card's listener, or none.
  useLayoutEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isStudyKey(event)) return;
      if (!flipped && (event.key === ' ' || event.code === 'Space')) {
        event.preventDefault();
        flip();
        return;
      }
      const digit = digitOf(event);
      if (flipped && digit) {
        event.preventDefault();
        onRate(digit);
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  });

  return (
    <div className="space-y-6">
      <PromptCard ref={promptRef} item={item} t={t} />
      {flipped ? (
        <>
          <div
            ref={answerRef}
            tabIndex={-1}
            className="border-t border-slate-200 pt-6 focus:outline-none dark:border-slate-700"
            data-testid="flashcard-answer"
          >
            <WordAnswer item={item} t={t} numberLocale={numberLocale} />
          </div>
          <RatingButtons
            intervals={item.intervals}
            showIntervals={!item.intervalsStale}
            onRate={onRate}
            t={t}
            numberLocale={numberLocale}
          />
        </>
      ) : (
        <button
          type="button"
          onClick={flip}
          aria-keyshortcuts="Space"
          className="w-full rounded-lg bg-brand-700 px-4 py-3 font-semibold text-white hover:bg-brand-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2 dark:focus-visible:ring-offset-slate-950"
        >
          {t.flashcard.show}{' '}
          <kbd className="ms-2 font-mono text-xs opacity-80 touch:hidden">{t.flashcard.showKey}</kbd>
        </button>
      )}
      <p className="text-xs text-slate-600 touch:hidden dark:text-slate-400">{t.flashcard.keysHint}</p>
    </div>
  );
}
