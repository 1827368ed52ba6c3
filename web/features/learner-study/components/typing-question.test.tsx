// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReviewGrade } from '~/core/study/review';
import { characterDiff } from '~/core/study/typing-grade';
import { studyEn } from '../i18n/en';
import { studyHe } from '../i18n/he';
import { pressBeforePaint } from '../lib/render-before-paint';
import { typingItem } from '../lib/study-item-factory';
import { AnswerFeedback } from './answer-feedback';
import { TypingQuestion } from './typing-question';

afterEach(cleanup);

function typingGrade(typed: string, expected: string, tier: ReviewGrade['tier']): ReviewGrade {
  return {
    method: 'typing',
    correct: tier !== 'wrong',
    answer: expected,
    chosenOptionId: null,
    chosenText: null,
    tier,
    diff: characterDiff(typed, expected),
    otherWord: null,
    note: null,
  };
}

describe('TypingQuestion', () => {
  it('has the focus from the moment the question is on the page, before the browser has painted it', async () => {
    let focused: Element | null = null;
    const question = <TypingQuestion item={typingItem()} onSubmit={vi.fn()} answered={false} t={studyEn} />;
    const { container, done } = await pressBeforePaint(question, 'input', () => {
      focused = document.activeElement;
    });
    const field = container.querySelector('input');
    done();
    expect(focused).toBe(field);
  });

  it('asks a sentence with a gap, read out as a gap, its meaning under it', () => {
    const item = typingItem({
      prompt: {
        kind: 'sentence',
        text: 'On se retrouve au _____ ?',
        language: 'fr',
        hint: { text: 'Shall we meet at the café?', language: 'en' },
      },
    });
    render(<TypingQuestion item={item} onSubmit={vi.fn()} answered={false} t={studyEn} />);
    expect(screen.getByText('Which word fills the gap?')).toBeTruthy();
    const question = screen.getByRole('heading', { name: 'On se retrouve au (gap) ?' });
    expect(question.getAttribute('lang')).toBe('fr');
    expect(screen.getByText('Shall we meet at the café?').getAttribute('lang')).toBe('en');
  });

  it('offers the answer language’s special characters and inserts one at the caret', () => {
    const onSubmit = vi.fn();
    render(<TypingQuestion item={typingItem()} onSubmit={onSubmit} answered={false} t={studyEn} />);
    const field = screen.getByLabelText('Your answer') as HTMLInputElement;
    expect(field.getAttribute('lang')).toBe('fr');
    fireEvent.change(field, { target: { value: 'caf' } });
    field.setSelectionRange(3, 3);
    fireEvent.click(screen.getByRole('button', { name: 'Insert é' }));
    expect(field.value).toBe('café');
    expect(screen.getByRole('group', { name: 'Special characters' }).textContent).toContain('œ');
    fireEvent.submit(field.closest('form')!);
    expect(onSubmit).toHaveBeenCalledWith('café');
  });

  it('does not send an empty answer, and keeps the typed text read-only once answered', () => {
    const onSubmit = vi.fn();
    const { rerender } = render(
      <TypingQuestion item={typingItem()} onSubmit={onSubmit} answered={false} t={studyEn} />,
    );
    const field = screen.getByLabelText('Your answer') as HTMLInputElement;
    fireEvent.submit(field.closest('form')!);
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.change(field, { target: { value: 'cafe' } });
    rerender(<TypingQuestion item={typingItem()} onSubmit={onSubmit} answered t={studyEn} />);
    expect(field.readOnly).toBe(true);
    expect(screen.queryByRole('button', { name: 'Check' })).toBeNull();
  });

  it('offers no buttons for a language typed through an input method', () => {
    render(
      <TypingQuestion
        item={typingItem({ answerLanguage: 'ja' })}
        onSubmit={vi.fn()}
        answered={false}
        t={studyEn}
      />,
    );
    expect(screen.queryByRole('group', { name: 'Special characters' })).toBeNull();
  });
});

describe('AnswerFeedback for typing', () => {
  const feedback = (typed: string, grade: ReviewGrade, item = typingItem()) => ({
    item,
    answer: { method: 'typing' as const, typed },
    outcome: { rating: 2 as const, grade, provisional: false, againThisSession: true },
  });

  it('explains "almost" with the diff: extra letters struck through, missing ones underlined', () => {
    render(
      <AnswerFeedback
        feedback={feedback('cafá', typingGrade('cafá', 'café', 'almost'))}
        onNext={vi.fn()}
        t={studyEn}
        numberLocale="en-US"
      />,
    );
    expect(screen.getByRole('heading', { name: 'Almost: one small typo. Counted as Hard.' })).toBeTruthy();
    const diff = screen.getByTestId('typing-diff');
    expect(diff.querySelector('del')?.textContent).toBe('(extra: á)');
    expect(diff.querySelector('ins')?.textContent).toBe('(missing: é)');
    expect(screen.getByText(/One letter off or two letters swapped/)).toBeTruthy();
    expect(screen.getByText('You will see this card again in this session.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Next' }));
  });

  it('explains an accents match and names the spelling', () => {
    render(
      <AnswerFeedback
        feedback={feedback('cafe', typingGrade('cafe', 'café', 'accents'))}
        onNext={vi.fn()}
        t={studyEn}
        numberLocale="en-US"
      />,
    );
    expect(screen.getByRole('heading', { name: 'Correct, but mind the accents' })).toBeTruthy();
    expect(screen.getByText(/You left out or changed an accent/).textContent).toContain('café');
  });

  it('says an answer typed with an article was taken without it, not that capitals differed', () => {
    const shown = (t: typeof studyEn) =>
      render(
        <AnswerFeedback
          feedback={feedback('le café', typingGrade('le café', 'café', 'article'))}
          onNext={vi.fn()}
          t={t}
          numberLocale="en-US"
        />,
      );
    shown(studyEn);
    expect(
      screen.getByRole('heading', { name: 'Correct (an article or “to” before the word does not count)' }),
    ).toBeTruthy();
    cleanup();
    shown(studyHe);
    expect(
      screen.getByRole('heading', {
        name: 'נכון (ה״א הידיעה או מילה כמו der, the או to לפני המילה לא נחשבות)',
      }),
    ).toBeTruthy();
  });

  it("says another of the learner's words with this meaning is right too but not the word asked, as Hard", () => {
    const shown = (t: typeof studyEn) =>
      render(
        <AnswerFeedback
          feedback={feedback('carro', { ...typingGrade('carro', 'coche', 'synonym'), otherWord: 'carro' })}
          onNext={vi.fn()}
          t={t}
          numberLocale="en-US"
        />,
      );
    shown(studyEn);
    expect(
      screen.getByRole('heading', {
        name: 'Also right, but this card asks for another word. Counted as Hard.',
      }),
    ).toBeTruthy();
    expect(screen.getByText(/another of your words with this meaning/).textContent).toContain('carro');
    expect(screen.queryByText(/The answer:/)).toBeNull();
    cleanup();
    shown(studyHe);
    expect(
      screen.getByRole('heading', { name: 'גם זה נכון, אבל הכרטיס הזה מבקש מילה אחרת. נחשב כ״קשה״.' }),
    ).toBeTruthy();
    expect(screen.getByText(/מילה אחרת שלך באותה משמעות/)).toBeTruthy();
  });

  it('shows a wrong answer with the right one and a right-to-left diff for a Hebrew answer', () => {
    const item = typingItem({ answerLanguage: 'he' });
    render(
      <AnswerFeedback
        feedback={feedback('כלב', typingGrade('כלב', 'חתול', 'wrong'), item)}
        onNext={vi.fn()}
        t={studyEn}
        numberLocale="en-US"
      />,
    );
    expect(screen.getByRole('heading', { name: 'Not quite' })).toBeTruthy();
    expect(screen.getByText('חתול', { selector: 'strong' }).getAttribute('dir')).toBe('rtl');
    expect(screen.getByTestId('typing-diff').getAttribute('dir')).toBe('rtl');
  });

  it('says so when the grade was made on this device while offline', () => {
    const offline = {
      ...feedback('café', typingGrade('café', 'café', 'exact')),
      outcome: {
        rating: 3 as const,
        grade: typingGrade('café', 'café', 'exact'),
        provisional: true,
        againThisSession: false,
      },
    };
    render(<AnswerFeedback feedback={offline} onNext={vi.fn()} t={studyEn} numberLocale="en-US" />);
    expect(screen.getByText(/Checked on this device/)).toBeTruthy();
    expect(screen.queryByTestId('typing-diff')).toBeNull();
  });
});
