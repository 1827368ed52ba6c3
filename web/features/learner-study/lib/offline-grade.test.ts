import { describe, expect, it } from 'vitest';
import { dueAgainThisSession, gradeOffline } from './offline-grade';
import { choiceItem, studyItem, typingItem } from './study-item-factory';
import { recordAnswer, type StudyRun } from './study-run';

describe('grading on the device while offline', () => {
  it('grades typing in the server’s tiers, with the diff', async () => {
    const item = typingItem();
    expect(await gradeOffline(item, { method: 'typing', typed: 'café' })).toMatchObject({
      rating: 3,
      grade: { tier: 'exact' },
    });
    expect(await gradeOffline(item, { method: 'typing', typed: 'Cafe' })).toMatchObject({
      rating: 3,
      grade: { tier: 'accents' },
    });
    const almost = await gradeOffline(typingItem({ word: { ...item.word, value: 'boulangerie' } }), {
      method: 'typing',
      typed: 'boulangrie',
    });
    expect(almost).toMatchObject({ rating: 2, grade: { tier: 'almost', correct: true } });
    expect(almost.grade?.diff?.some((part) => part.kind === 'missing' && part.text === 'e')).toBe(true);
    expect(await gradeOffline(item, { method: 'typing', typed: 'thé' })).toMatchObject({
      rating: 1,
      grade: { correct: false },
    });
  });

  it('grades an answer typed with an article the card lacks as the server does', async () => {
    expect(await gradeOffline(typingItem(), { method: 'typing', typed: 'le café' })).toMatchObject({
      rating: 3,
      grade: { tier: 'article', correct: true, answer: 'café' },
    });
  });

  it('accepts a variant, and a translation when the card asks for the meaning', async () => {
    const variant = typingItem({ word: { ...typingItem().word, variants: ['le café'] } });
    expect((await gradeOffline(variant, { method: 'typing', typed: 'le café' })).rating).toBe(3);
    const recognise = typingItem({
      direction: 'recognise',
      answerLanguage: 'en',
      prompt: { kind: 'word', text: 'café', language: 'fr' },
    });
    expect((await gradeOffline(recognise, { method: 'typing', typed: 'coffee shop' })).rating).toBe(3);
  });

  it('forgives ה typed onto a Hebrew meaning but not onto a verb’s, as the server does', async () => {
    const hebrew = (value: string, partOfSpeech: string, meaning: string) =>
      typingItem({
        direction: 'recognise',
        answerLanguage: 'he',
        nativeLanguage: 'he',
        prompt: { kind: 'word', text: value, language: 'es' },
        word: {
          ...typingItem().word,
          value,
          languageCode: 'es',
          definitions: [{ partOfSpeech, definition: '', examples: [] }],
          translations: { he: [meaning] },
        },
      });
    expect(
      await gradeOffline(hebrew('hogar', 'noun', 'בית'), { method: 'typing', typed: 'הבית' }),
    ).toMatchObject({ rating: 3, grade: { tier: 'article' } });
    const walked = await gradeOffline(hebrew('ve', 'verb', 'לך'), { method: 'typing', typed: 'הלך' });
    expect(walked.grade?.tier).not.toBe('article');
    expect(walked.rating).toBeLessThan(3);
  });

  it('grades a choice by the option’s text against the accepted answers', async () => {
    expect(
      await gradeOffline(choiceItem(), {
        method: 'multipleChoice',
        chosenOptionId: '11111111-1111-4111-8111-111111111111',
      }),
    ).toMatchObject({
      rating: 3,
      grade: { correct: true, answer: 'café' },
    });
    expect(
      await gradeOffline(choiceItem(), { method: 'multipleChoice', chosenOptionId: 'opt-1' }),
    ).toMatchObject({
      rating: 1,
      grade: { correct: false, answer: 'café', chosenText: 'boulangerie' },
    });
  });

  it('brings a card back within the session when its interval is 20 minutes or less, as the server does', async () => {
    const item = studyItem();
    expect(dueAgainThisSession(item, 1)).toBe(true);
    expect(dueAgainThisSession(item, 3)).toBe(true);
    expect(dueAgainThisSession(item, 4)).toBe(false);
  });

  it('offline, a card that came back on a stale step leaves at a pass, so a session of new cards ends', async () => {
    // A new card: Again 1 min, Hard 6 min, Good 10 min, Easy 3 days, as the session sent them.
    const item = studyItem();
    expect(dueAgainThisSession(item, 3)).toBe(true);
    const cameBack = { ...item, intervalsStale: true };
    expect(dueAgainThisSession(cameBack, 3)).toBe(false);
    expect(dueAgainThisSession(cameBack, 4)).toBe(false);
    // Again and Hard keep it in the session, as online.
    expect(dueAgainThisSession(cameBack, 1)).toBe(true);
    expect(dueAgainThisSession(cameBack, 2)).toBe(true);
  });

  it('a two-card session answered Good offline ends, each card shown twice', () => {
    let run: StudyRun = {
      userId: 'learner',
      sessionId: null,
      params: { scope: 'due', studySetId: null, method: 'flashcards', direction: 'recall' },
      queue: [studyItem({ cardId: 'a' }), studyItem({ cardId: 'b' })],
      answers: [],
      startedAt: '2026-11-23T10:00:00.000Z',
    };
    let shown = 0;
    while (run.queue.length > 0 && shown < 20) {
      const head = run.queue[0]!;
      shown++;
      const answer = {
        reviewId: `r${shown}`,
        cardId: head.cardId,
        word: head.word.value,
        rating: 3 as const,
        correct: null,
        provisional: true,
        durationMs: 1000,
      };
      // No server result: the card comes back (when it does) with the intervals it had.
      run = recordAnswer(run, answer, { againThisSession: dueAgainThisSession(head, 3) });
    }
    expect(shown).toBe(4);
  });
});
