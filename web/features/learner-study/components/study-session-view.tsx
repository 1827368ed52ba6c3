import { lazy, Suspense, useEffect, useState } from 'react';
import { Spinner } from '~/web/components/ui/spinner';
import { plural } from '~/web/lib/i18n/plural';
import { myWordAudioUrl, speak, usePronunciation } from '~/web/lib/pronunciation';
import type { StudyMessages } from '../i18n/en';
import type { ReviewSync } from '../lib/review-sync';
import { currentItem, runProgress, type StudyRun } from '../lib/study-run';
import { useStudyRun } from '../lib/use-study-run';
import { BriefSummary } from './brief-summary';
import { Flashcard } from './flashcard';
import { PronunciationToggle } from './pronunciation-toggle';
import { SyncIndicator } from './sync-indicator';

const gradedMethods = () => import('./graded-methods');
const ChoiceQuestion = lazy(() => gradedMethods().then((module) => ({ default: module.ChoiceQuestion })));
const TypingQuestion = lazy(() => gradedMethods().then((module) => ({ default: module.TypingQuestion })));
const AnswerFeedback = lazy(() => gradedMethods().then((module) => ({ default: module.AnswerFeedback })));
// The summary shows once, at the end: it loads while the session is under way, from the first
// answer on (so it is there, and kept by the offline worker, well before the last card), not with
// the study screen.
let loadedSummary: typeof import('./session-summary') | undefined;
const sessionSummary = () =>
  import('./session-summary').then((module) => {
    loadedSummary = module;
    return module;
  });
type SummaryProps = Parameters<typeof import('./session-summary').SessionSummary>[0];
// While the browser says it is online but the summary will not load: a few tries, then the next
// 'online' event (a chunk a new deploy removed would otherwise be asked for every few seconds).
const RETRY_SUMMARY_MS = 4000;
const RETRIES_WHILE_ONLINE = 5;

/**
 * Once loaded, drawn at once: no loading state between the last answer and the summary. A learner
 * offline since before the first answer never fetched it: they see the brief summary this screen can
 * draw itself, and the full one as soon as the connection is back and it loads.
 */
function SessionSummary(props: SummaryProps) {
  const [summary, setSummary] = useState(() => loadedSummary);
  const [unavailable, setUnavailable] = useState(false);
  useEffect(() => {
    if (summary) return;
    let current = true;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let retries = 0;
    const load = () => {
      clearTimeout(retry);
      sessionSummary().then(
        (module) => current && setSummary(module),
        () => {
          if (!current) return;
          setUnavailable(true);
          // Offline, the next try waits for the connection to come back; said to be online (a
          // connection just back and not yet working, a flaky one), it comes a few seconds later.
          if (navigator.onLine && retries++ < RETRIES_WHILE_ONLINE)
            retry = setTimeout(load, RETRY_SUMMARY_MS);
        },
      );
    };
    const backOnline = () => {
      retries = 0;
      load();
    };
    load();
    window.addEventListener('online', backOnline);
    return () => {
      current = false;
      clearTimeout(retry);
      window.removeEventListener('online', backOnline);
    };
  }, [summary]);
  if (summary) return <summary.SessionSummary {...props} />;
  if (unavailable) return <BriefSummary {...props} />;
  return <Spinner label={props.t.summary.title} />;
}

/** A session in play: progress, the card on screen in its method, the verdict, then the summary. */
export function StudySessionView({
  initial,
  sync,
  onStudyAgain,
  onStudyMissed,
  onFinished,
  t,
  numberLocale,
}: {
  initial: StudyRun;
  sync: ReviewSync;
  onStudyAgain: () => void;
  onStudyMissed: (run: StudyRun, cardIds: string[]) => void;
  onFinished: () => void;
  t: StudyMessages;
  numberLocale: string;
}) {
  const { run, phase, feedback, answer, next, end, saveFailed } = useStudyRun(initial, sync);
  const pronunciation = usePronunciation();
  const head = currentItem(run);
  const shown = phase === 'answering' ? head : feedback?.item;
  const progress = runProgress(run);

  // Say the word when it is on screen: at once when it is the question, after answering otherwise.
  const sayWord = () => {
    if (pronunciation.on && shown)
      speak(shown.word.value, shown.word.languageCode, myWordAudioUrl(shown.cardId, shown.word));
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: speak once per card shown
  useEffect(() => {
    if (phase === 'answering' && head?.prompt.kind === 'word') sayWord();
  }, [head, phase]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: speak once per verdict
  useEffect(() => {
    if (phase === 'feedback' && feedback?.item.prompt.kind !== 'word') sayWord();
  }, [phase]);
  useEffect(() => {
    if (phase === 'finished') onFinished();
  }, [phase, onFinished]);
  const answered = run.answers.length > 0;
  useEffect(() => {
    // Offline before the first answer this early fetch fails quietly; showing the summary tries again.
    if (answered) sessionSummary().catch(() => undefined);
  }, [answered]);

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <SyncIndicator sync={sync} t={t} numberLocale={numberLocale} />
        <PronunciationToggle t={t} />
      </div>
      {saveFailed && (
        <p
          role="alert"
          className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800 dark:bg-red-950 dark:text-red-200"
        >
          {t.saveFailed}
        </p>
      )}
      {phase === 'finished' ? (
        <SessionSummary
          run={run}
          onStudyAgain={onStudyAgain}
          onStudyMissed={(cardIds) => onStudyMissed(run, cardIds)}
          t={t}
          numberLocale={numberLocale}
        />
      ) : (
        <>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm font-medium tabular-nums" id="study-progress">
              {/* Cards left only goes down; cards back for another step are counted apart. */}
              {[
                progress.left > 0 && plural(t.session.left, progress.left, numberLocale),
                progress.again > 0 && plural(t.session.again, progress.again, numberLocale),
              ]
                .filter(Boolean)
                .join(' · ')}
            </p>
            <button
              type="button"
              onClick={() => void end()}
              className="rounded-md px-2 py-1 text-sm font-semibold text-slate-700 underline hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 dark:text-slate-200 dark:hover:bg-slate-800"
            >
              {t.session.end}
            </button>
          </div>
          <progress
            className="h-2 w-full overflow-hidden rounded-full [&::-webkit-progress-bar]:bg-slate-200 [&::-webkit-progress-value]:bg-brand-700 dark:[&::-webkit-progress-bar]:bg-slate-700 dark:[&::-webkit-progress-value]:bg-brand-500"
            max={progress.total}
            value={progress.done}
            aria-label={t.session.progressLabel}
          />
          <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900">
            <Suspense fallback={<Spinner label={t.chooser.starting} />}>
              {shown && phase === 'answering' && shown.method === 'flashcards' && (
                <Flashcard
                  key={`${shown.cardId}:${run.answers.length}`}
                  item={shown}
                  onRate={(rating) => void answer({ method: 'flashcards', rating }, run.answers.length)}
                  onFlip={sayWord}
                  t={t}
                  numberLocale={numberLocale}
                />
              )}
              {shown && shown.method === 'multipleChoice' && (
                <ChoiceQuestion
                  key={`${shown.cardId}:${run.answers.length - (phase === 'answering' ? 0 : 1)}`}
                  item={shown}
                  onChoose={(chosenOptionId) =>
                    void answer({ method: 'multipleChoice', chosenOptionId }, run.answers.length)
                  }
                  chosenId={
                    feedback?.answer.method === 'multipleChoice' ? feedback.answer.chosenOptionId : null
                  }
                  grade={feedback?.outcome?.grade ?? null}
                  t={t}
                />
              )}
              {shown && shown.method === 'typing' && (
                <TypingQuestion
                  key={`${shown.cardId}:${run.answers.length - (phase === 'answering' ? 0 : 1)}`}
                  item={shown}
                  onSubmit={(typed) => void answer({ method: 'typing', typed }, run.answers.length)}
                  answered={phase !== 'answering'}
                  t={t}
                />
              )}
              {feedback && phase !== 'answering' && (
                <div className="mt-6">
                  <AnswerFeedback feedback={feedback} onNext={next} t={t} numberLocale={numberLocale} />
                </div>
              )}
            </Suspense>
          </div>
        </>
      )}
    </div>
  );
}
