import { describe, expect, it } from 'vitest';
import { plural } from './plural';
import { messages } from './site-messages';

describe('plural', () => {
  it('counts FAQ questions in English: one, then other', () => {
    const forms = messages.en.faq.results;
    expect([0, 1, 2, 12].map((count) => plural(forms, count, 'en'))).toEqual([
      '0 questions shown',
      '1 question shown',
      '2 questions shown',
      '12 questions shown',
    ]);
  });

  it('counts them in Hebrew with its one, two and other forms', () => {
    const forms = messages.he.faq.results;
    expect([1, 2, 3, 12].map((count) => plural(forms, count, 'he'))).toEqual([
      'מוצגת שאלה אחת',
      'מוצגות שתי שאלות',
      'מוצגות 3 שאלות',
      'מוצגות 12 שאלות',
    ]);
  });
});
