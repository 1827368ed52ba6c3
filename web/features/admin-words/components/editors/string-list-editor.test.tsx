// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WORD_SHORT_TEXT_MAX_LENGTH, WORD_TEXT_MAX_LENGTH } from '~/core/dictionary/word-edits';
import { StringListEditor } from './string-list-editor';

// The server refuses a text over its limit with the whole save ("examples.3: Too big", 0-based, in
// the schema's words). The editor refuses it at once, next to the field, naming it as shown.

afterEach(cleanup);

function renderEditor(items: string[], noun: string, maxLength: number) {
  const onChange = vi.fn();
  render(
    <StringListEditor
      items={items}
      onChange={onChange}
      noun={noun}
      listLabel={`${noun}s`}
      emptyText="None"
      maxLength={maxLength}
    />,
  );
  return onChange;
}

describe('a text longer than the server takes', () => {
  it('is refused when editing a row, naming the row 1-based', () => {
    const onChange = renderEditor(['one', 'two', 'three', 'four'], 'example', WORD_TEXT_MAX_LENGTH);
    fireEvent.click(screen.getByRole('button', { name: 'Edit example: four' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Edit example' }), {
      target: { value: 'x'.repeat(WORD_TEXT_MAX_LENGTH + 1) },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save example' }));
    expect(screen.getByText('Example 4 can be at most 2,000 characters')).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('is refused when added; the limit itself is taken', () => {
    const onChange = renderEditor([], 'synonym', WORD_SHORT_TEXT_MAX_LENGTH);
    const input = screen.getByRole('textbox', { name: 'New synonym' });
    fireEvent.change(input, { target: { value: 'y'.repeat(WORD_SHORT_TEXT_MAX_LENGTH + 1) } });
    fireEvent.click(screen.getByRole('button', { name: 'Add synonym' }));
    expect(screen.getByText('The new synonym can be at most 200 characters')).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { value: 'y'.repeat(WORD_SHORT_TEXT_MAX_LENGTH) } });
    fireEvent.click(screen.getByRole('button', { name: 'Add synonym' }));
    expect(onChange).toHaveBeenCalledWith(['y'.repeat(WORD_SHORT_TEXT_MAX_LENGTH)]);
  });
});
