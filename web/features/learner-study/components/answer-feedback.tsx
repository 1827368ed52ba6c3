import CheckCircle2 from 'lucide-react/icons/circle-check';
import CircleAlert from 'lucide-react/icons/circle-exclamation-point';
import XCircle from 'lucide-react/icons/circle-x';
import { useEffect, useRef } from 'react';
import { richFormat } from '~/web/lib/i18n/rich-format';
import type { StudyMessages } from '../i18n/en';
import { refusalReason } from '../lib/refusal-reason';
import { languageAttributes } from '../lib/text-direction';
import type { Feedback } from '../lib/use-study-run';
import { TypingDiff } from './typing-diff';
import { WordAnswer } from './word-answer';

/**
 * The verdict on a choice or typed answer: right or wrong, the right answer, for typing the diff and
 * what was forgiven (accents, a typo), and a Next button that takes focus so Enter moves on.
 */
export function AnswerFeedback({
  feedback,
  onNext,
  t,
  numberLocale,
}: {
  feedback: Feedback;
  onNext: () => void;
  t: StudyMessages;
  numberLocale: string;
}) {
  const nextRef = useRef<HTMLButtonElement>(null);
  const { outcome, item, answer } = feedback;

  useEffect(() => {
    if (outcome) nextRef.current?.focus();
  }, [outcome]);

  if (!outcome) {
    return (
      <p role="status" className="text-slate-600 dark:text-slate-300">
        {t.feedback.checking}
      </p>
    );
  }
  const grade = outcome.grade;
  const correct = grade?.correct ?? outcome.rating > 1;
  const tier = grade?.tier ?? null;
  // A synonym (another of the learner's words with this meaning) is right too, counted as Hard.
  const almost = tier === 'almost' || tier === 'synonym';
  const Icon = almost ? CircleAlert : correct ? CheckCircle2 : XCircle;
  const headline = tier ? t.typing.tiers[tier] : correct ? t.choice.correct : t.choice.wrong;
  const tone = almost
    ? 'border-amber-400 bg-amber-50 dark:border-amber-700 dark:bg-amber-950'
    : correct
      ? 'border-green-500 bg-green-50 dark:border-green-700 dark:bg-green-950'
      : 'border-red-500 bg-red-50 dark:border-red-700 dark:bg-red-950';
  const answerText = grade?.answer ?? item.word.value;

  return (
    <section className={`space-y-4 rounded-xl border-2 p-4 ${tone}`} aria-labelledby="answer-verdict">
      <div role="status">
        <h3 id="answer-verdict" className="flex items-center gap-2 text-lg font-bold">
          <Icon className="size-6 shrink-0" aria-hidden="true" />
          {headline}
        </h3>
        {!correct && (
          <p className="mt-1">
            {richFormat(t.choice.answerWas, {
              answer: (
                <strong {...languageAttributes(item.answerLanguage ?? item.word.languageCode)}>
                  {answerText}
                </strong>
              ),
            })}
          </p>
        )}
        {answer.method === 'multipleChoice' && !correct && grade?.chosenText && (
          <p className="mt-1 text-sm">
            {richFormat(t.choice.youChose, {
              choice: <span {...languageAttributes(item.answerLanguage)}>{grade.chosenText}</span>,
            })}
          </p>
        )}
      </div>
      {grade?.diff && tier !== 'exact' && tier !== 'normalised' && (
        <TypingDiff diff={grade.diff} language={item.answerLanguage} t={t} />
      )}
      {tier === 'accents' && (
        <p>
          {richFormat(t.typing.accentsNote, {
            answer: <strong {...languageAttributes(item.answerLanguage)}>{answerText}</strong>,
          })}
        </p>
      )}
      {almost && <p>{t.typing.almostNote}</p>}
      {grade?.otherWord && (
        <p>
          {richFormat(tier === 'synonym' ? t.typing.synonym : t.typing.otherWord, {
            word: <strong {...languageAttributes(item.answerLanguage)}>{grade.otherWord}</strong>,
          })}
        </p>
      )}
      {outcome.provisional && <p className="text-sm italic">{t.feedback.checkedOffline}</p>}
      {outcome.refused && (
        <p role="alert" className="text-sm font-medium">
          {t.feedback.refused} <bdi>{refusalReason(outcome.refused, t)}</bdi>
        </p>
      )}
      {outcome.againThisSession && <p className="text-sm">{t.feedback.again}</p>}
      <div className="border-t border-slate-300 pt-4 dark:border-slate-600">
        <WordAnswer item={item} t={t} numberLocale={numberLocale} />
      </div>
      <button
        ref={nextRef}
        type="button"
        onClick={onNext}
        className="rounded-lg bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2 dark:focus-visible:ring-offset-slate-950"
      >
        {t.feedback.next}
      </button>
    </section>
  );
}
