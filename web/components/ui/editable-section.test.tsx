// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EditableSection } from './editable-section';
import { useEditableSection } from './use-editable-section';

vi.mock('~/web/lib/notify', () => ({ notifyError: vi.fn(), notifySuccess: vi.fn() }));
const { notifyError } = await import('~/web/lib/notify');

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

function Nickname({ saved, save }: { saved: string; save: (value: string) => Promise<unknown> }) {
  const section = useEditableSection({
    saved: () => saved,
    check: (draft: string) =>
      draft.trim() ? { ok: true, value: draft.trim() } : { ok: false, message: 'A nickname is required' },
    save,
    failure: 'Could not save the nickname',
  });
  return (
    <EditableSection
      title="Nickname"
      editing={section.editing}
      saving={section.saving}
      error={section.error}
      onEdit={section.start}
      editName="Edit Nickname"
      onSave={() => void section.save()}
      onCancel={section.cancel}
    >
      {section.draft === null ? (
        <p>{saved}</p>
      ) : (
        <input
          aria-label="Nickname"
          value={section.draft}
          onChange={(e) => section.setDraft(() => e.target.value)}
        />
      )}
    </EditableSection>
  );
}

const button = (name: string) => screen.getByRole('button', { name });

describe('EditableSection', () => {
  it('gives the focus to Edit after Cancel, and to the heading after a save with no Edit button', () => {
    render(<Nickname saved="Ann" save={vi.fn()} />);
    fireEvent.click(button('Edit Nickname'));
    const cancel = button('Cancel');
    act(() => cancel.focus());
    fireEvent.click(cancel);
    expect(document.activeElement).toBe(button('Edit Nickname'));
    cleanup();

    function AlwaysEditable() {
      const [dirty, setDirty] = useState(true);
      return (
        <EditableSection
          title="Synonyms"
          editing={dirty}
          saving={false}
          onSave={() => setDirty(false)}
          onCancel={() => setDirty(false)}
        >
          <p>list</p>
        </EditableSection>
      );
    }
    render(<AlwaysEditable />);
    const save = button('Save');
    act(() => save.focus());
    fireEvent.click(save);
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Synonyms' }));
  });

  it('views, edits, and on Cancel shows the saved value again without sending anything', () => {
    const save = vi.fn();
    render(<Nickname saved="Ann" save={save} />);
    expect(screen.getByText('Ann')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    fireEvent.click(button('Edit Nickname'));
    fireEvent.change(screen.getByLabelText('Nickname'), { target: { value: 'Annie' } });
    fireEvent.click(button('Cancel'));
    expect(screen.getByText('Ann')).toBeTruthy();
    expect(screen.queryByLabelText('Nickname')).toBeNull();
    expect(save).not.toHaveBeenCalled();
  });

  it('says "Saving…" with both buttons disabled, then leaves edit mode once saved', async () => {
    let resolve: () => void = () => {};
    const save = vi.fn(() => new Promise<void>((done) => (resolve = done)));
    render(<Nickname saved="Ann" save={save} />);
    fireEvent.click(button('Edit Nickname'));
    fireEvent.change(screen.getByLabelText('Nickname'), { target: { value: ' Annie ' } });
    fireEvent.click(button('Save'));
    expect(save).toHaveBeenCalledWith('Annie');
    expect((button('Saving…') as HTMLButtonElement).disabled).toBe(true);
    expect((button('Cancel') as HTMLButtonElement).disabled).toBe(true);
    await act(async () => resolve());
    expect(screen.queryByLabelText('Nickname')).toBeNull();
    expect(button('Edit Nickname')).toBeTruthy();
  });

  it('refuses a draft its check refuses, with the message in an alert, and keeps editing', () => {
    const save = vi.fn();
    render(<Nickname saved="Ann" save={save} />);
    fireEvent.click(button('Edit Nickname'));
    fireEvent.change(screen.getByLabelText('Nickname'), { target: { value: '  ' } });
    fireEvent.click(button('Save'));
    expect(screen.getByRole('alert').textContent).toContain('A nickname is required');
    expect(save).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Nickname')).toBeTruthy();
  });

  it('keeps the edits when the server refuses, and says why in a toast', async () => {
    const refusal = new Error('The server is on a break');
    render(<Nickname saved="Ann" save={() => Promise.reject(refusal)} />);
    fireEvent.click(button('Edit Nickname'));
    fireEvent.change(screen.getByLabelText('Nickname'), { target: { value: 'Annie' } });
    await act(async () => {
      fireEvent.click(button('Save'));
    });
    expect(notifyError).toHaveBeenCalledWith('Could not save the nickname', refusal);
    expect((screen.getByLabelText('Nickname') as HTMLInputElement).value).toBe('Annie');
    expect((button('Save') as HTMLButtonElement).disabled).toBe(false);
  });

  it('without onEdit is always editable: Save and Cancel show while there are changes', () => {
    const onSave = vi.fn();
    const { rerender } = render(
      <EditableSection
        title="Synonyms"
        editing={false}
        saving={false}
        onSave={onSave}
        onCancel={() => {}}
        saveLabel="Save Changes"
      >
        <p>list</p>
      </EditableSection>,
    );
    expect(screen.queryByRole('button')).toBeNull();
    rerender(
      <EditableSection
        title="Synonyms"
        editing
        saving={false}
        onSave={onSave}
        onCancel={() => {}}
        saveLabel="Save Changes"
      >
        <p>list</p>
      </EditableSection>,
    );
    fireEvent.click(button('Save Changes'));
    expect(onSave).toHaveBeenCalledOnce();
  });
});
