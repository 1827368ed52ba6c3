// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { studyEn } from '../i18n/en';
import { studyItem } from '../lib/study-item-factory';
import { Flashcard } from './flashcard';
import { TypingDiff } from './typing-diff';

afterEach(cleanup);

// A long word on a 375 px phone ("Krankenversicherung" at text-3xl) wraps inside the card instead of
// widening the page: its block may shrink in its flex row (min-w-0) and break anywhere (wrap-anywhere).
const wraps = (element: Element | null) =>
  expect(element?.className.split(/\s+/)).toEqual(expect.arrayContaining(['min-w-0', 'wrap-anywhere']));

describe('long words on a narrow screen', () => {
  const word = 'Krankenversicherung';
  const item = studyItem();
  item.prompt = { ...item.prompt, kind: 'word', text: word, language: 'de' };
  item.word = { ...item.word, value: word, languageCode: 'de' };

  it('the prompt and the answer break inside the card', () => {
    render(<Flashcard item={item} onRate={vi.fn()} t={studyEn} numberLocale="en-US" />);
    wraps(screen.getByRole('heading', { name: word }));
    fireEvent.click(screen.getByRole('button', { name: /Show answer/ }));
    wraps(screen.getByTestId('flashcard-answer').querySelector('[lang="de"]'));
  });

  it('the typing diff breaks too', () => {
    render(<TypingDiff diff={[{ kind: 'equal', text: word }]} language="de" t={studyEn} />);
    wraps(screen.getByTestId('typing-diff'));
  });
});
