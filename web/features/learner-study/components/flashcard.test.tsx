// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from '~/web/components/ui/confirm-dialog';
import { studyEn } from '../i18n/en';
import { pressBeforePaint } from '../lib/render-before-paint';
import { studyItem } from '../lib/study-item-factory';
import { Flashcard } from './flashcard';

afterEach(cleanup);

const key = (key: string, code: string, target: Element = document.body) =>
  fireEvent.keyDown(target, { key, code });

function renderCard(onRate = vi.fn(), item = studyItem()) {
  render(<Flashcard item={item} onRate={onRate} t={studyEn} numberLocale="en-US" />);
  return onRate;
}

describe('Flashcard', () => {
  it('shows the prompt, and Space shows the answer with each rating’s next interval', () => {
    renderCard();
    expect(screen.getByRole('heading', { name: 'coffee shop' })).toBeTruthy();
    expect(screen.queryByTestId('flashcard-answer')).toBeNull();
    key(' ', 'Space');
    expect(screen.getByTestId('flashcard-answer').textContent).toContain('café');
    expect(screen.getByRole('button', { name: 'Again, next review in 1 minute' }).textContent).toContain(
      '1 min',
    );
    expect(screen.getByRole('button', { name: 'Hard, next review in 6 minutes' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Good, next review in 10 minutes' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Easy, next review in 3 days' }).textContent).toContain(
      '3 days',
    );
  });

  it('shows the example sentence in the word’s language with its translation in the learner’s', () => {
    render(<Flashcard item={studyItem()} onRate={vi.fn()} t={studyEn} numberLocale="en-US" />);
    key(' ', 'Space');
    const example = screen.getByRole('region', { name: 'Example sentence' });
    expect(example.querySelector('[lang="fr"]')?.textContent).toBe('On se retrouve au café ?');
    expect(example.querySelector('[lang="en"]')?.textContent).toBe('Shall we meet at the café?');
    cleanup();
    const noSentences = studyItem();
    noSentences.word.sentences = [];
    render(<Flashcard item={noSentences} onRate={vi.fn()} t={studyEn} numberLocale="en-US" />);
    key(' ', 'Space');
    expect(screen.queryByRole('region', { name: 'Example sentence' })).toBeNull();
  });

  it('shows the learner’s own translation, the other languages behind “More translations”', () => {
    const item = studyItem();
    item.word.translations = { de: ['Café'], en: ['coffee shop'], it: ['caffè'] };
    render(<Flashcard item={item} onRate={vi.fn()} t={studyEn} numberLocale="en-US" />);
    key(' ', 'Space');
    const answer = screen.getByTestId('flashcard-answer');
    const more = answer.querySelector('details')!;
    expect(more.open).toBe(false);
    expect(more.querySelector('summary')?.textContent).toBe('More translations');
    expect([...more.querySelectorAll('[lang]')].map((node) => node.getAttribute('lang'))).toEqual([
      'de',
      'it',
    ]);
    const outside = [...answer.querySelectorAll('li abbr + [lang]')].filter((node) => !more.contains(node));
    expect(outside.map((node) => node.textContent)).toEqual(['coffee shop']);
  });

  it('rates with the keys 1–4 only once the answer is shown', () => {
    const onRate = renderCard();
    key('3', 'Digit3');
    expect(onRate).not.toHaveBeenCalled();
    key(' ', 'Space');
    key('3', 'Digit3');
    expect(onRate).toHaveBeenLastCalledWith(3);
    key('1', 'Numpad1');
    expect(onRate).toHaveBeenLastCalledWith(1);
  });

  it('rates by clicking too, and ignores keys typed into a field or pressed with a modifier', () => {
    const onRate = renderCard();
    fireEvent.click(screen.getByRole('button', { name: /Show answer/ }));
    const field = document.createElement('input');
    document.body.append(field);
    key('4', 'Digit4', field);
    fireEvent.keyDown(document.body, { key: '4', code: 'Digit4', ctrlKey: true });
    expect(onRate).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: /^Easy/ }));
    expect(onRate).toHaveBeenCalledWith(4);
    field.remove();
  });

  it('leaves Space and Enter to a focused button: Listen speaks and End session ends, the card stays', () => {
    renderCard();
    const end = document.createElement('button');
    end.textContent = 'End session';
    const details = document.createElement('details');
    details.innerHTML = '<summary>More translations</summary>';
    document.body.append(end, details);
    const listen = screen.getByRole('heading').parentElement!.appendChild(document.createElement('span'));
    listen.setAttribute('role', 'button');
    for (const target of [listen, end, details.querySelector('summary')!]) {
      expect(fireEvent.keyDown(target, { key: ' ', code: 'Space' })).toBe(true);
      expect(fireEvent.keyDown(target, { key: 'Enter', code: 'Enter' })).toBe(true);
    }
    expect(screen.queryByTestId('flashcard-answer')).toBeNull();
    end.remove();
    details.remove();
  });

  it('leaves a key pressed in a dialog over the card to the dialog: `1` on “Stay” rates nothing', () => {
    const onRate = vi.fn();
    render(
      <>
        <Flashcard item={studyItem()} onRate={onRate} t={studyEn} numberLocale="en-US" />
        <ConfirmDialog
          open
          onOpenChange={vi.fn()}
          title="Sign out with unsent answers?"
          description="They are lost."
          cancelLabel="Stay"
          onConfirm={vi.fn()}
        />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: /Show answer/, hidden: true }));
    key('1', 'Digit1', screen.getByRole('button', { name: 'Stay' }));
    expect(onRate).not.toHaveBeenCalled();
  });

  it('hides intervals that went out of date while offline', () => {
    renderCard(vi.fn(), { ...studyItem(), intervalsStale: true } as never);
    key(' ', 'Space');
    expect(screen.getByRole('button', { name: 'Good' }).textContent).not.toContain('min');
  });

  it('hears Space from the moment the card is on the page, before the browser has painted it', async () => {
    // A card that arrives with the server's answer is committed, and only after the next paint does
    // React run passive effects: a key pressed in between (a quick learner) must not be lost.
    const card = <Flashcard item={studyItem()} onRate={vi.fn()} t={studyEn} numberLocale="en-US" />;
    const { container, done } = await pressBeforePaint(card, 'h2', () => key(' ', 'Space'));
    try {
      expect(container.querySelector('[data-testid="flashcard-answer"]')).not.toBeNull();
    } finally {
      done();
    }
  });

  it('words the intervals in Hebrew for a Hebrew learner', async () => {
    const { studyHe } = await import('../i18n/he');
    render(<Flashcard item={studyItem()} onRate={vi.fn()} t={studyHe} numberLocale="he-IL" />);
    key(' ', 'Space');
    expect(screen.getByRole('button', { name: 'קל, החזרה הבאה בעוד 3 ימים' })).toBeTruthy();
  });
});
