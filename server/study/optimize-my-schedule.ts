import { eq } from 'drizzle-orm';
import { cardStateNames } from '~/core/study/card-state-names';
import type { FittedParameters } from '~/core/study/fitted-parameters';
import type { RatingValue } from '~/core/study/ratings';
import type { ReviewLogEntry } from '~/core/study/review-log-csv';
import type { StudySettings } from '~/core/study/study-settings';
import type { Db } from '~/server/db/client';
import { userProfile } from '~/server/db/schema';
import { AppError } from '~/server/http/errors';
import { lockLearnerProfile } from '~/server/profile/learner-profile-row';
import { startTypeScriptWorker } from '~/server/workers/start-typescript-worker';
import { type FitRequest, type FitResult, MIN_OPTIMIZER_REVIEWS } from './fit-parameters';
import { takeOptimizeSlot } from './optimize-slots';
import { reviewLogPages } from './review-log-rows';
import { readStudySettings, studySettingsOf } from './study-settings';

// The worker's heap is capped so one learner's history cannot take the server's memory: a log of
// 500,000 reviews peaks near 250 MB there (the log, its CSV and the predictions scored over it).
const FIT_HEAP_MB = 512;

/** The optimizer in a worker thread, so the server answers other requests while it trains. */
function fitInWorker(request: FitRequest): Promise<FitResult> {
  const worker = startTypeScriptWorker(new URL('./fit-parameters.worker.ts', import.meta.url), request, {
    maxOldGenerationSizeMb: FIT_HEAP_MB,
  });
  return new Promise<FitResult>((resolve, reject) => {
    worker.once('message', (message: { ok: true; result: FitResult } | { ok: false; message: string }) =>
      message.ok ? resolve(message.result) : reject(new Error(message.message)),
    );
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`The optimizer stopped (exit code ${code}).`)));
  }).finally(() => void worker.terminate());
}

/**
 * POST /api/me/settings/optimize: FSRS-6 parameters fitted to the learner's own review log, stored in
 * their settings (the scheduler uses them from the next answer on). Refused with 409 while the log
 * holds fewer long-term reviews than the optimizer needs, while this learner's last run is under
 * way, or when the settings it was fitted from changed meanwhile; with 503 while the process runs as many as it takes (optimize-slots.ts).
 */
export async function optimizeMySchedule(
  db: Db,
  input: { userId: string; now: Date },
): Promise<FittedParameters> {
  // Taken before the log is read: a refused run costs neither the memory nor a thread.
  const release = takeOptimizeSlot(input.userId);
  try {
    return await fitAndStore(db, input);
  } finally {
    release();
  }
}

async function fitAndStore(db: Db, input: { userId: string; now: Date }): Promise<FittedParameters> {
  const { userId, now } = input;
  const settings = await readStudySettings(db, userId);
  const log: ReviewLogEntry[] = [];
  for await (const page of reviewLogPages(db, { userId })) {
    for (const row of page) {
      log.push({
        cardId: row.cardId,
        reviewedAt: row.reviewedAt,
        rating: row.rating as RatingValue,
        stateBefore: cardStateNames[row.stateBefore]!,
        durationMs: row.durationMs,
      });
    }
  }
  const fit = await fitInWorker({
    log,
    timeZone: settings.timeZone,
    current: settings.fsrsParameters?.weights ?? null,
  });
  if (!fit.enough) {
    const needed = MIN_OPTIMIZER_REVIEWS - fit.reviews;
    throw new AppError(
      'NOT_ENOUGH_REVIEWS',
      `The optimizer needs ${MIN_OPTIMIZER_REVIEWS} reviews made a day or more after the word's previous one; you have ${fit.reviews}. ${needed} more and it can fit your schedule.`,
      409,
    );
  }
  const fitted: FittedParameters = {
    weights: fit.weights,
    fittedAt: now.toISOString(),
    reviews: fit.reviews,
    before: fit.before,
    after: fit.after,
  };
  await storeFittedParameters(db, { userId, now, fitted, fittedFrom: settings });
  return fitted;
}

/**
 * Keeps the fit, unless the settings it was fitted from changed while it ran (seconds: the learner
 * went back to the defaults, or moved time zone, in another tab). Written over them, the fit undid
 * the change and scheduled with a zone's study days the learner had left.
 */
export async function storeFittedParameters(
  db: Db,
  input: { userId: string; now: Date; fitted: FittedParameters; fittedFrom: StudySettings },
) {
  const { userId, now, fitted, fittedFrom } = input;
  await db.transaction(async (tx) => {
    const current = studySettingsOf(await lockLearnerProfile(tx, userId, now));
    const unchanged =
      current.timeZone === fittedFrom.timeZone &&
      (current.fsrsParameters?.fittedAt ?? null) === (fittedFrom.fsrsParameters?.fittedAt ?? null);
    if (!unchanged) {
      throw new AppError(
        'SETTINGS_CHANGED',
        'Your schedule settings changed while it was being optimised. Optimise it again to fit them.',
        409,
      );
    }
    await tx
      .update(userProfile)
      .set({ fsrsParameters: fitted, updatedAt: now })
      .where(eq(userProfile.userId, userId));
  });
}
