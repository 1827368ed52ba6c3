import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import type { StudySession } from '~/core/study/study-session';
import { FailureNotice } from '~/web/components/learner/failure-notice';
import { Spinner } from '~/web/components/ui/spinner';
import { ApiRequestError } from '~/web/lib/api-error';
import { refusalMessage } from '~/web/lib/i18n/refusal-message';
import { recheckSessionOn401 } from '~/web/lib/query-client';
import { type StartSessionInput, startSession } from '../api/start-session';
import { useStudyMessages } from '../i18n/use-study-messages';
import { clearRun, loadRun, saveRun } from '../lib/answer-queue';
import { choiceFromUrl, type StudyChoice, sessionBodyOf } from '../lib/study-params';
import { createRun, isFinished, type StudyRun } from '../lib/study-run';
import { useOnline } from '../lib/use-online';
import { reviewSyncFor } from '../lib/use-review-sync';
import { ResumePrompt } from './resume-prompt';
import { chooserStartId, StudyChooser } from './study-chooser';
import { StudySessionView } from './study-session-view';
import { SyncIndicator } from './sync-indicator';

const sameChoice = (run: StudyRun, body: ReturnType<typeof sessionBodyOf>) =>
  run.params.scope === body.scope &&
  (run.params.studySetId ?? undefined) === body.studySetId &&
  run.params.method === body.method &&
  run.params.direction === body.direction;

// Shown only after the server answered (found nothing to study, or refused for the plan's limit), so
// online: not in the screen's first load.
const NothingToStudy = lazy(() =>
  import('./nothing-to-study').then((module) => ({ default: module.NothingToStudy })),
);
const PlanLimitNotice = lazy(() =>
  import('~/web/components/learner/plan-limit-notice').then((module) => ({
    default: module.PlanLimitNotice,
  })),
);

/** How long a start waits for the answers still waiting to reach the server before it goes ahead. */
const FLUSH_BEFORE_START_MS = 5_000;

type Stage =
  | { kind: 'loading' }
  | { kind: 'resume'; run: StudyRun }
  | { kind: 'choose' }
  | { kind: 'starting' }
  | { kind: 'empty'; session: StudySession }
  | { kind: 'playing'; run: StudyRun };

/**
 * The study screen. A session kept on this device (IndexedDB) comes first: it resumes, also offline,
 * or the learner may drop it. Otherwise a complete choice in the URL starts a session (once: the URL
 * is cleared when it ends, so a reload does not count another), and anything less shows the chooser.
 */
export function StudyScreen({ userId }: { userId: string }) {
  const { t, numberLocale } = useStudyMessages();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const choice = choiceFromUrl(params);
  // Run by the learner layout (listening for the connection on every learner page); shared here.
  const sync = reviewSyncFor(userId);
  // Why the last start failed (said by its code in the page's language), until the next try.
  const [failure, setFailure] = useState<unknown>(null);
  const [stage, setStageState] = useState<Stage>({ kind: 'loading' });
  const stageRef = useRef(stage);
  const setStage = useCallback((next: Stage) => {
    stageRef.current = next;
    setStageState(next);
  }, []);
  const startedFor = useRef<string | null>(null);
  // The learner pressed Start: the URL's choice starts even if it was tried before (a Start pressed
  // offline, or one that failed, left the same URL, and pressing it again did nothing).
  const startPressed = useRef(false);
  const online = useOnline();
  const choiceKey = choice ? JSON.stringify(choice) : null;

  const play = useCallback((run: StudyRun) => setStage({ kind: 'playing', run }), [setStage]);

  // The last session asked for, for Retry: the URL's choice is gone after a session ends, and the
  // missed words' session is no choice at all (Retry did nothing, and the missed words were lost).
  const lastAsked = useRef<StartSessionInput | null>(null);
  const beginWith = useCallback(
    async (body: StartSessionInput) => {
      lastAsked.current = body;
      setStage({ kind: 'starting' });
      setFailure(null);
      try {
        // Answers still waiting go first: the server builds the queue and today's new-word allowance
        // from the answers it has, and cards just answered offline came back into the new session.
        if (navigator.onLine !== false) await sync.flushWithin(FLUSH_BEFORE_START_MS);
        const session = await startSession(body);
        if (!session.id || session.items.length === 0) {
          setStage({ kind: 'empty', session });
          return;
        }
        const run = createRun(userId, session);
        await saveRun(run);
        play(run);
      } catch (error) {
        recheckSessionOn401(error);
        setFailure(error);
        setStage({ kind: 'choose' });
      }
    },
    [userId, play, setStage, sync],
  );
  const begin = useCallback((choice: StudyChoice) => beginWith(sessionBodyOf(choice)), [beginWith]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: decide once per URL choice, and per Start (its own navigation)
  useEffect(() => {
    let cancelled = false;
    const pressed = startPressed.current;
    startPressed.current = false;
    // Offline when asked, nothing starts (the notice says why), even if the connection returns meanwhile.
    const onlineWhenAsked = navigator.onLine !== false;
    // A session in play (or its summary) stays when the URL changes under it.
    if (stageRef.current.kind === 'playing') return;
    void loadRun(userId)
      // A device store that cannot be opened holds no session to resume: choose one (not a spinner
      // for ever).
      .catch((error: unknown) => {
        console.error('The stored session could not be read', error);
        return undefined;
      })
      .then((stored) => {
        if (cancelled) return;
        if (stored && !isFinished(stored)) {
          // A reload of the same session (even offline) carries on; anything else asks first.
          if (choice && sameChoice(stored, sessionBodyOf(choice))) play(stored);
          else setStage({ kind: 'resume', run: stored });
        } else if (choice && choiceKey && (pressed || startedFor.current !== choiceKey) && onlineWhenAsked) {
          startedFor.current = choiceKey;
          void begin(choice);
        } else {
          setStage({ kind: 'choose' });
        }
      });
    return () => {
      cancelled = true;
    };
  }, [userId, choiceKey, location.key]);

  // After Study again or a kept session dropped, focus goes to the chooser's start (it fell to the
  // page's body, and a screen reader heard nothing); on the page's first load it stays where it is.
  const focusChooser = useRef(false);
  useEffect(() => {
    if (stage.kind !== 'choose' || !focusChooser.current) return;
    focusChooser.current = false;
    document.getElementById(chooserStartId)?.focus();
  }, [stage]);

  const studyAgain = () => {
    focusChooser.current = true;
    summaryShown.current = false;
    setFailure(null);
    startedFor.current = null;
    setStage({ kind: 'choose' });
    navigate('/dashboard/study');
  };

  // A finished session leaves the URL, so reloading the summary shows the chooser, not a new session.
  // That navigation keeps the summary on screen; any later one to this screen (the nav's Study link)
  // shows the chooser, as "Study again" does.
  const summaryShown = useRef(false);
  const finished = useCallback(() => {
    summaryShown.current = true;
    if (window.location.search) navigate('/dashboard/study', { replace: true, state: { keepSummary: true } });
  }, [navigate]);
  // The words missed in the session just finished, asked again now the same way.
  const studyMissed = (run: StudyRun, cardIds: string[]) => {
    summaryShown.current = false;
    void beginWith({ scope: 'cards', cardIds, method: run.params.method, direction: run.params.direction });
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new navigation (its key) is the trigger.
  useEffect(() => {
    const keep = (location.state as { keepSummary?: boolean } | null)?.keepSummary === true;
    if (!summaryShown.current || keep) return;
    summaryShown.current = false;
    setFailure(null);
    // A link that names a session (a study set's Study) starts it; the bare screen asks.
    if (choice && choiceKey && navigator.onLine !== false) {
      startedFor.current = choiceKey;
      void begin(choice);
    } else {
      startedFor.current = null;
      setStage({ kind: 'choose' });
    }
  }, [location.key]);

  const limit = failure instanceof ApiRequestError && failure.code === 'LIMIT_REACHED';

  return (
    <div className="space-y-6">
      {stage.kind === 'loading' || stage.kind === 'starting' ? (
        <Spinner
          label={stage.kind === 'starting' ? t.chooser.starting : undefined}
          visibleLabel={stage.kind === 'starting'}
        />
      ) : stage.kind === 'playing' ? (
        <StudySessionView
          initial={stage.run}
          sync={sync}
          onStudyAgain={studyAgain}
          onStudyMissed={studyMissed}
          onFinished={finished}
          t={t}
          numberLocale={numberLocale}
        />
      ) : stage.kind === 'resume' ? (
        <ResumePrompt
          run={stage.run}
          onContinue={() => play(stage.run)}
          onDiscard={async () => {
            await clearRun(userId);
            focusChooser.current = true;
            startedFor.current = null;
            setStage({ kind: 'choose' });
            navigate('/dashboard/study');
          }}
          t={t}
          numberLocale={numberLocale}
        />
      ) : stage.kind === 'empty' ? (
        <Suspense fallback={<Spinner />}>
          <NothingToStudy session={stage.session} onBack={studyAgain} t={t} numberLocale={numberLocale} />
        </Suspense>
      ) : (
        <>
          <SyncIndicator sync={sync} t={t} numberLocale={numberLocale} onlyWhenWaiting />
          {limit ? (
            <Suspense fallback={<Spinner />}>
              <PlanLimitNotice
                title={t.limit.title}
                message={refusalMessage(failure, t.refusals)}
                upgradeLabel={t.limit.upgrade}
              />
            </Suspense>
          ) : failure ? (
            <FailureNotice title={t.startFailed} message={refusalMessage(failure, t.refusals)}>
              <button
                type="button"
                onClick={() => lastAsked.current && void beginWith(lastAsked.current)}
                className="mt-3 font-semibold underline"
              >
                {t.retry}
              </button>
            </FailureNotice>
          ) : null}
          {!online && (
            <p
              role="status"
              className="rounded-lg bg-amber-50 p-3 text-amber-950 dark:bg-amber-950 dark:text-amber-100"
            >
              {t.offlineStart}
            </p>
          )}
          <StudyChooser
            initial={choice ?? {}}
            onStart={() => {
              startPressed.current = true;
            }}
            t={t}
          />
        </>
      )}
    </div>
  );
}
