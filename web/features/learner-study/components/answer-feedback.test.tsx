// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { studyHe } from '../i18n/he';
import { choiceItem } from '../lib/study-item-factory';
import { AnswerFeedback } from './answer-feedback';

afterEach(cleanup);

const refusedAnswer = (code: string, reason: string) => ({
  item: choiceItem(),
  answer: { method: 'multipleChoice', chosenOptionId: 'opt-1' } as const,
  outcome: {
    rating: 1,
    grade: null,
    provisional: false,
    againThisSession: false,
    refused: { code, reason },
  } as const,
});

describe('AnswerFeedback, an answer the server refused', () => {
  it('says it was not counted, in Hebrew by its code, not that the server will confirm it later', () => {
    render(
      <AnswerFeedback
        feedback={refusedAnswer('WORD_NOT_FOUND', 'Word not found')}
        onNext={() => {}}
        t={studyHe}
        numberLocale="he-IL"
      />,
    );
    const refused = screen.getByRole('alert');
    expect(refused.textContent).toBe(`${studyHe.feedback.refused} ${studyHe.refusals.WORD_NOT_FOUND}`);
    expect(screen.queryByText(studyHe.feedback.checkedOffline)).toBeNull();
  });

  it('isolates the server’s words for a refusal it does not know', () => {
    render(
      <AnswerFeedback
        feedback={refusedAnswer('SOMETHING_NEW', 'Something new went wrong')}
        onNext={() => {}}
        t={studyHe}
        numberLocale="he-IL"
      />,
    );
    expect(screen.getByRole('alert').querySelector('bdi')?.textContent).toBe('Something new went wrong');
  });
});

describe('AnswerFeedback, the word’s meaning on a Hebrew page', () => {
  it('keeps a space between the Hebrew part of speech and the English definition', () => {
    render(
      <AnswerFeedback
        feedback={refusedAnswer('WORD_NOT_FOUND', 'Word not found')}
        onNext={() => {}}
        t={studyHe}
        numberLocale="he-IL"
      />,
    );
    const noun = screen.getByText(studyHe.partsOfSpeech.noun!);
    // A margin on the name's inline end fell on its left in the English list: the words touched.
    expect(noun.parentElement?.textContent).toBe(
      `${studyHe.partsOfSpeech.noun} a small restaurant serving coffee`,
    );
  });
});
