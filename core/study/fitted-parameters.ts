import { z } from 'zod';

// FSRS-6 parameters fitted to one learner's own review log by the FSRS optimizer, kept in their
// settings and used by the scheduler from then on; with how well they and the defaults predicted the
// learner's history (lower is better for both measures).

export const FSRS_PARAMETER_COUNT = 21;

export const predictionScoreSchema = z.object({
  logLoss: z.number().describe('Mean binary cross-entropy of predicted recall against what happened'),
  rmse: z.number().describe('RMSE (bins), as the srs-benchmark computes it'),
});
export type PredictionScore = z.infer<typeof predictionScoreSchema>;

export const fittedParametersSchema = z
  .object({
    weights: z.array(z.number()).length(FSRS_PARAMETER_COUNT),
    fittedAt: z.iso.datetime(),
    /** Reviews a day or more after the card's previous one: what the optimizer trains on. */
    reviews: z.number().int().min(0),
    before: predictionScoreSchema.describe('The parameters in use before, on your history'),
    after: predictionScoreSchema.describe('The fitted parameters, on your history'),
  })
  .meta({ id: 'FittedParameters' });
export type FittedParameters = z.infer<typeof fittedParametersSchema>;
