// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReviewGrade } from '~/core/study/review';
import { ConfirmDialog } from '~/web/components/ui/confirm-dialog';
import { studyEn } from '../i18n/en';
import { pressBeforePaint } from '../lib/render-before-paint';
import { choiceItem } from '../lib/study-item-factory';
import { ChoiceQuestion } from './choice-question';

afterEach(cleanup);

const wrongGrade: ReviewGrade = {
  method: 'multipleChoice',
  correct: false,
  answer: 'café',
  chosenOptionId: 'opt-3',
  chosenText: 'marché',
  tier: null,
  diff: null,
  otherWord: null,
  note: null,
};

describe('ChoiceQuestion', () => {
  it('hears a digit from the moment the question is on the page, before the browser has painted it', async () => {
    const onChoose = vi.fn();
    const question = (
      <ChoiceQuestion item={choiceItem()} onChoose={onChoose} chosenId={null} grade={null} t={studyEn} />
    );
    const press = () => fireEvent.keyDown(document.body, { key: '2', code: 'Digit2' });
    const { done } = await pressBeforePaint(question, 'button', press);
    done();
    expect(onChoose).toHaveBeenCalledWith('11111111-1111-4111-8111-111111111111');
  });

  it('offers the four options, numbered, and the keys 1–4 choose them', () => {
    const onChoose = vi.fn();
    render(
      <ChoiceQuestion item={choiceItem()} onChoose={onChoose} chosenId={null} grade={null} t={studyEn} />,
    );
    const options = screen.getAllByRole('button');
    expect(options.map((option) => option.textContent)).toEqual([
      '1boulangerie',
      '2café',
      '3marché',
      '4librairie',
    ]);
    fireEvent.keyDown(document.body, { key: '2', code: 'Digit2' });
    expect(onChoose).toHaveBeenCalledWith('11111111-1111-4111-8111-111111111111');
    fireEvent.click(screen.getByRole('button', { name: /librairie/ }));
    expect(onChoose).toHaveBeenLastCalledWith('opt-4');
  });

  it('leaves a key pressed in a dialog over the question to the dialog: `1` on “Stay” chooses nothing', () => {
    const onChoose = vi.fn();
    render(
      <>
        <ChoiceQuestion item={choiceItem()} onChoose={onChoose} chosenId={null} grade={null} t={studyEn} />
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
    fireEvent.keyDown(screen.getByRole('button', { name: 'Stay' }), { key: '1', code: 'Digit1' });
    expect(onChoose).not.toHaveBeenCalled();
  });

  it('after a wrong answer marks the right option and the chosen one, and takes no more keys', () => {
    const onChoose = vi.fn();
    render(
      <ChoiceQuestion
        item={choiceItem()}
        onChoose={onChoose}
        chosenId="opt-3"
        grade={wrongGrade}
        t={studyEn}
      />,
    );
    expect(screen.getByRole('button', { name: /café/ }).querySelector('[aria-label="Correct"]')).toBeTruthy();
    const chosen = screen.getByRole('button', { name: /marché/ });
    expect(chosen.querySelector('[aria-label="Not quite"]')).toBeTruthy();
    expect(chosen.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getAllByRole('button').every((button) => (button as HTMLButtonElement).disabled)).toBe(
      true,
    );
    fireEvent.keyDown(document.body, { key: '1', code: 'Digit1' });
    expect(onChoose).not.toHaveBeenCalled();
  });

  it('shows the options in the answer’s language and direction', () => {
    const item = choiceItem({
      answerLanguage: 'he',
      options: [
        { id: 'a', text: 'כלב' },
        { id: 'b', text: 'חתול' },
        { id: 'c', text: 'סוס' },
        { id: 'd', text: 'ציפור' },
      ],
    });
    render(<ChoiceQuestion item={item} onChoose={vi.fn()} chosenId={null} grade={null} t={studyEn} />);
    const text = screen.getByText('חתול');
    expect(text.getAttribute('dir')).toBe('rtl');
    expect(text.getAttribute('lang')).toBe('he');
  });
});
