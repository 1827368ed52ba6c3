// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';

afterEach(cleanup);

function Opener({ onConfirm }: { onConfirm: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button">Before</button>
      <button type="button" onClick={() => setOpen(true)}>
        Delete set
      </button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Delete this set?"
        description="Its words stay in your words."
        confirmLabel="Delete"
        onConfirm={onConfirm}
      />
    </>
  );
}

describe('ConfirmDialog opened from code', () => {
  it('gives the focus back to what opened it when cancelled', async () => {
    render(<Opener onConfirm={() => {}} />);
    const trigger = screen.getByRole('button', { name: 'Delete set' });
    act(() => trigger.focus());
    fireEvent.click(trigger);
    const cancel = await screen.findByRole('button', { name: 'Cancel' });
    await waitFor(() => expect(document.activeElement).not.toBe(trigger));
    fireEvent.click(cancel);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(document.activeElement).toBe(trigger);
  });

  it('runs the action on confirm and gives the focus back too', async () => {
    const onConfirm = vi.fn();
    render(<Opener onConfirm={onConfirm} />);
    const trigger = screen.getByRole('button', { name: 'Delete set' });
    act(() => trigger.focus());
    fireEvent.click(trigger);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(document.activeElement).toBe(trigger);
  });

  it('leaves the focus where the page put it when the action finished before the dialog gave it back', async () => {
    // As a removal that succeeds fast: the page focuses its list heading (the trigger's card is about
    // to go) before the dialog's own return of the focus, which runs in a timer after it closes.
    function Page() {
      return (
        <>
          <h2 tabIndex={-1}>My words</h2>
          <Opener
            onConfirm={() => setTimeout(() => screen.getByRole('heading', { name: 'My words' }).focus(), 0)}
          />
        </>
      );
    }
    render(<Page />);
    const trigger = screen.getByRole('button', { name: 'Delete set' });
    act(() => trigger.focus());
    fireEvent.click(trigger);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'My words' }));
  });
});
