import type { ReviewResult, ReviewSubmission } from '~/core/study/review';
import type { StudyItem, StudySession } from '~/core/study/study-session';

// Test data for the study widgets, shaped as the API sends it, with overrides.
const minute = 60_000;
const day = 24 * 60 * minute;

export function studyItem(overrides: Partial<StudyItem> = {}): StudyItem {
  return {
    cardId: '11111111-1111-4111-8111-111111111111',
    method: 'flashcards',
    direction: 'recall',
    word: {
      value: 'café',
      baseForm: null,
      phonetic: '/ka.fe/',
      languageCode: 'fr',
      definitions: [{ partOfSpeech: 'noun', definition: 'a small restaurant serving coffee', examples: [] }],
      translations: { en: ['coffee shop', 'cafe'] },
      synonyms: [],
      variants: [],
      difficulty: 'beginner',
      sentences: [{ text: 'On se retrouve au café ?', translations: { en: 'Shall we meet at the café?' } }],
    },
    wordStatus: 'new',
    card: {
      state: 'new',
      due: null,
      stability: 0,
      difficulty: 0,
      reps: 0,
      lapses: 0,
      scheduledDays: 0,
      lastReview: null,
    },
    intervals: {
      again: { due: '2026-11-23T10:01:00.000Z', intervalMs: minute, scheduledDays: 0 },
      hard: { due: '2026-11-23T10:06:00.000Z', intervalMs: 6 * minute, scheduledDays: 0 },
      good: { due: '2026-11-23T10:10:00.000Z', intervalMs: 10 * minute, scheduledDays: 0 },
      easy: { due: '2026-11-26T10:00:00.000Z', intervalMs: 3 * day, scheduledDays: 3 },
    },
    prompt: { kind: 'translation', text: 'coffee shop', language: 'en' },
    options: null,
    answerLanguage: null,
    nativeLanguage: 'en',
    ...overrides,
  };
}

export function choiceItem(overrides: Partial<StudyItem> = {}): StudyItem {
  return studyItem({
    method: 'multipleChoice',
    answerLanguage: 'fr',
    options: [
      { id: 'opt-1', text: 'boulangerie' },
      { id: '11111111-1111-4111-8111-111111111111', text: 'café' },
      { id: 'opt-3', text: 'marché' },
      { id: 'opt-4', text: 'librairie' },
    ],
    ...overrides,
  });
}

export function typingItem(overrides: Partial<StudyItem> = {}): StudyItem {
  return studyItem({ method: 'typing', answerLanguage: 'fr', ...overrides });
}

export function studySession(items: StudyItem[], overrides: Partial<StudySession> = {}): StudySession {
  return {
    id: '22222222-2222-4222-8222-222222222222',
    scope: 'due',
    studySetId: null,
    method: items[0]?.method ?? 'flashcards',
    direction: 'recall',
    studyDay: '2026-11-23',
    createdAt: '2026-11-23T10:00:00.000Z',
    counts: { learning: 0, review: 0, new: items.length },
    allowance: { newCards: 20, total: 200 },
    nextDue: null,
    items,
    ...overrides,
  };
}

export function reviewResult(
  overrides: Partial<ReviewResult> & { id: string; cardId: string },
): ReviewResult {
  return {
    status: 'applied',
    error: null,
    rating: 3,
    reviewedAt: '2026-11-23T10:00:05.000Z',
    grade: null,
    card: null,
    wordStatus: 'learning',
    intervals: null,
    againThisSession: false,
    ...overrides,
  };
}

/** A flashcard answer (Good) as the device keeps it until the server has it. */
export function flashcardAnswer(id: string, overrides: Partial<ReviewSubmission> = {}): ReviewSubmission {
  return {
    id,
    cardId: '11111111-1111-4111-8111-111111111111',
    sessionId: null,
    reviewedAt: new Date().toISOString(),
    durationMs: 900,
    method: 'flashcards',
    direction: 'recall',
    rating: 3,
    ...overrides,
  };
}
