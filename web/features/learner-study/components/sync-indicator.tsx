import CheckCircle2 from 'lucide-react/icons/circle-check';
import CloudOff from 'lucide-react/icons/cloud-off';
import LoaderCircle from 'lucide-react/icons/loader-circle';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import TriangleAlert from 'lucide-react/icons/triangle-exclamation-point';
import { useRef, useSyncExternalStore } from 'react';
import { plural } from '~/web/lib/i18n/plural';
import type { StudyMessages } from '../i18n/en';
import { refusalReason } from '../lib/refusal-reason';
import type { ReviewSync, SyncState } from '../lib/review-sync';

/** Words for the sync state: whether answers wait on this device, and why. */
export function syncText(state: SyncState, t: StudyMessages, numberLocale: string): string {
  const waiting = plural(t.sync.waiting, state.pending, numberLocale);
  if (state.status === 'syncing') return t.sync.syncing;
  if (state.pending === 0) return t.sync.saved;
  if (state.status === 'offline') return `${t.sync.offline}. ${waiting}`;
  if (state.status === 'signedOut') return `${waiting}. ${t.sync.signIn}`;
  if (state.status === 'failed') return `${waiting}. ${t.sync.failed}`;
  return waiting;
}

/**
 * Tells the learner whether their answers have reached the server; "Sync now" retries at once. A
 * screen reader hears it when answers start waiting, and when they are saved after that.
 */
export function SyncIndicator({
  sync,
  t,
  numberLocale,
  onlyWhenWaiting = false,
}: {
  sync: ReviewSync;
  t: StudyMessages;
  numberLocale: string;
  /** Outside a session (the chooser), say nothing while nothing waits. */
  onlyWhenWaiting?: boolean;
}) {
  const state = useSyncExternalStore(sync.subscribe, sync.getState, sync.getState);
  const text = syncText(state, t, numberLocale);
  // The live region says only what lasts (answers kept offline, a failed sync, a sign-in needed) and
  // "saved" after it: each answer online passed through waiting, syncing and saved within a second,
  // and a screen reader said all three for every card.
  const heard = useRef('');
  if (state.status !== 'syncing' && (state.pending > 0 ? state.status !== 'idle' : heard.current)) {
    heard.current = text;
  }
  if (onlyWhenWaiting && state.pending === 0 && !state.rejected) return null;
  const Icon =
    state.status === 'syncing'
      ? LoaderCircle
      : state.pending === 0
        ? CheckCircle2
        : state.status === 'offline'
          ? CloudOff
          : TriangleAlert;
  const tone =
    state.pending === 0 ? 'text-green-800 dark:text-green-300' : 'text-amber-900 dark:text-amber-200';
  return (
    <div
      className="flex flex-wrap items-center gap-2 text-sm"
      data-testid="sync-indicator"
      data-pending={state.pending}
    >
      {/* Hidden from a screen reader while the live region beside it says the same: read once. */}
      <p className={`flex items-center gap-1.5 ${tone}`} aria-hidden={heard.current === text || undefined}>
        <Icon
          className={`size-4 shrink-0 ${state.status === 'syncing' ? 'animate-spin' : ''}`}
          aria-hidden="true"
        />
        {text}
      </p>
      <p role="status" className="sr-only">
        {heard.current}
        {state.rejected &&
          ` ${plural(t.sync.rejected, state.rejected.count, numberLocale)} ${refusalReason(state.rejected, t)}`}
      </p>
      {state.pending > 0 && state.status !== 'offline' && state.status !== 'syncing' && (
        <button
          type="button"
          onClick={() => void sync.flush()}
          className="inline-flex items-center gap-1 rounded-md px-2 py-1 font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 dark:text-brand-200 dark:hover:bg-slate-800"
        >
          <RefreshCw className="size-4" aria-hidden="true" />
          {t.sync.syncNow}
        </button>
      )}
      {state.rejected && (
        <p className="text-red-800 dark:text-red-300">
          {plural(t.sync.rejected, state.rejected.count, numberLocale)}{' '}
          <bdi>{refusalReason(state.rejected, t)}</bdi>{' '}
          <button type="button" onClick={sync.dismissRejected} className="font-semibold underline">
            {t.sync.dismiss}
          </button>
        </p>
      )}
    </div>
  );
}
