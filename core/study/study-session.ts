import { z } from 'zod';
import { wordSnapshotSchema } from '../words/my-word';
import { learnerWordStatuses } from '../words/word-status';
import { cardScheduleSchema, ratingPreviewSchema } from './card-schedule';
import { newHeldReasons } from './daily-allowance';
import { studyDirections, studyMethods } from './study-methods';

/**
 * `due`: everything due (cards in their learning steps, then reviews, most overdue first), then new
 * words up to today's allowance. `studySet`: the same, within one study set. `new`: new words only.
 * `cards`: the cards named in `cardIds`, due or not, in that order (the words a learner just missed,
 * studied again now).
 */
export const sessionScopes = ['due', 'studySet', 'new', 'cards'] as const;
export type SessionScope = (typeof sessionScopes)[number];

export const SESSION_DEFAULT_SIZE = 100;
export const SESSION_MAX_SIZE = 500;

/**
 * POST /api/me/sessions. One object rather than a union, so a refusal names the field at fault;
 * `studySetId` is required with the `studySet` scope and refused with the others.
 */
export const startSessionBodySchema = z
  .object({
    scope: z.enum(sessionScopes).default('due'),
    studySetId: z.uuid({ message: 'studySetId must be the id of one of your study sets' }).optional(),
    cardIds: z
      .array(z.uuid({ message: 'cardIds must be ids of your words' }))
      .min(1)
      .max(SESSION_MAX_SIZE)
      .optional()
      .meta({ description: 'With scope "cards": the cards to study, in this order' }),
    method: z.enum(studyMethods),
    direction: z.enum(studyDirections).default('recall'),
    limit: z
      .number()
      .int()
      .min(1)
      .max(SESSION_MAX_SIZE)
      .default(SESSION_DEFAULT_SIZE)
      .meta({ description: 'At most this many cards in the queue' }),
  })
  .strict()
  .superRefine((body, ctx) => {
    if (body.scope === 'studySet' && !body.studySetId) {
      ctx.addIssue({ code: 'custom', path: ['studySetId'], message: 'Choose the study set to study' });
    }
    if (body.scope === 'cards' && !body.cardIds) {
      ctx.addIssue({ code: 'custom', path: ['cardIds'], message: 'Choose the cards to study' });
    }
    if (body.scope !== 'cards' && body.cardIds) {
      ctx.addIssue({ code: 'custom', path: ['cardIds'], message: 'cardIds go with scope "cards"' });
    }
    if (body.scope !== 'studySet' && body.studySetId) {
      ctx.addIssue({
        code: 'custom',
        path: ['studySetId'],
        message: 'studySetId goes with scope "studySet"',
      });
    }
  })
  .meta({ id: 'StartStudySession' });

export type StartSessionBody = z.infer<typeof startSessionBodySchema>;

export const promptKinds = ['word', 'translation', 'definition', 'sentence'] as const;

export const studyPromptSchema = z
  .object({
    kind: z.enum(promptKinds).meta({ description: 'What the prompt shows' }),
    text: z.string(),
    language: z.string().nullable().meta({ description: 'The language of the prompt text' }),
    hint: z
      .object({ text: z.string(), language: z.string().nullable() })
      .nullable()
      .optional()
      .meta({ description: 'A sentence prompt (typing: fill the gap): the sentence in your language' }),
  })
  .meta({ id: 'StudyPrompt' });

export const choiceOptionSchema = z
  .object({
    id: z.string().meta({ description: 'Send this as chosenOptionId' }),
    text: z.string(),
  })
  .meta({ id: 'ChoiceOption' });

export type StudyChoiceOption = z.infer<typeof choiceOptionSchema>;

export const studyItemSchema = z
  .object({
    cardId: z.string().meta({ description: 'The learner word this card belongs to (its id)' }),
    method: z.enum(studyMethods).meta({
      description:
        'How to ask this card: the session’s method, or flashcards when the card cannot be asked that way (no 3 fair distractors, or no answer to type in that direction)',
    }),
    direction: z.enum(studyDirections),
    word: wordSnapshotSchema,
    wordStatus: z.enum(learnerWordStatuses),
    card: cardScheduleSchema,
    intervals: ratingPreviewSchema.meta({ description: 'The next interval each rating would give now' }),
    prompt: studyPromptSchema,
    options: z
      .array(choiceOptionSchema)
      .nullable()
      .meta({ description: 'Multiple choice: exactly 4 options, shuffled; null for other methods' }),
    answerLanguage: z
      .string()
      .nullable()
      .meta({ description: 'The language the answer is in (typing offers its special characters)' }),
    nativeLanguage: z
      .string()
      .nullable()
      .meta({ description: 'The learner’s own language: the answer side shows its translations first' }),
  })
  .meta({ id: 'StudyItem' });

export type StudyItem = z.infer<typeof studyItemSchema>;

export const studySessionSchema = z
  .object({
    id: z
      .string()
      .nullable()
      .meta({ description: 'Null when nothing is there to study: no session is started or counted' }),
    scope: z.enum(sessionScopes),
    studySetId: z.string().nullable(),
    method: z.enum(studyMethods),
    direction: z.enum(studyDirections),
    studyDay: z.string().meta({ description: 'The study day (04:00 to 04:00 in your time zone)' }),
    createdAt: z.string(),
    counts: z.object({
      learning: z.number().int().meta({ description: 'Cards in their (re)learning steps' }),
      review: z.number().int(),
      new: z.number().int(),
    }),
    allowance: z.object({
      newCards: z.number().int().meta({ description: 'New words still allowed today before this session' }),
      total: z.number().int().meta({ description: 'Reviews and new words still allowed today' }),
    }),
    nextDue: z.string().nullable().meta({
      description:
        'If nothing in scope is there to study: from when the next card can be (a review card from the start of the study day it falls due on, 04:00 in the learner’s time zone; a (re)learning card from 20 minutes before its due time). A time already past: cards are due that today’s limits hold back',
    }),
    newHeld: z.number().int().optional().meta({
      description:
        'Only when nothing is there to study: the new words in scope that today’s limits hold back until tomorrow (0: none are waiting)',
    }),
    newHeldReason: z.enum(newHeldReasons).nullable().optional().meta({
      description:
        'With newHeld: why those new words are held (null when none are): newWordsOff, the daily new-word limit is 0, so none come until it is raised; dailyLimitReached, today’s new words are studied; reviewLimitReached, the review maximum new words count against is filled',
    }),
    reviewsOff: z.boolean().optional().meta({
      description:
        'Only when nothing is there to study: the daily review maximum is 0, so no review card and no new word comes, today or any day, until it is raised (nextDue and newHeld then wait for that, not for tomorrow); cards part-way through their (re)learning steps still come',
    }),
    items: z.array(studyItemSchema),
  })
  .meta({ id: 'StudySession' });

export type StudySession = z.infer<typeof studySessionSchema>;
