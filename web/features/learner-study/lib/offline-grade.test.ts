import { describe, expect, it } from 'vitest';
import { dueAgainThisSession, gradeOffline } from './offline-grade';
import { choiceItem, studyItem, typingItem } from './study-item-factory';

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
});
