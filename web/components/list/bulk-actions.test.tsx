// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useConfirm } from '~/web/components/ui/use-confirm';
import { BulkActions } from './bulk-actions';

afterEach(cleanup);

const actions = [
  { id: 'enable', label: 'Enable selected' },
  { id: 'disable', label: 'Disable selected' },
] as const;

function Toolbar({ onConfirm }: { onConfirm: () => void }) {
  const { confirm, dialog } = useConfirm();
  return (
    <>
      <BulkActions
        actions={actions}
        selectedCount={2}
        onApply={(id) => confirm({ title: `Apply ${id}?`, description: 'Sure?', onConfirm })}
      />
      {dialog}
    </>
  );
}

describe('BulkActions', () => {
  it('gives Apply the focus back when the confirmation is cancelled, the choice still made', async () => {
    const onConfirm = vi.fn();
    render(<Toolbar onConfirm={onConfirm} />);
    fireEvent.change(screen.getByLabelText('Bulk action'), { target: { value: 'disable' } });
    const apply = screen.getByRole('button', { name: 'Apply (2)' });
    act(() => apply.focus());
    fireEvent.click(apply);
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(apply));
    expect((apply as HTMLButtonElement).disabled).toBe(false);
    expect((screen.getByLabelText('Bulk action') as HTMLSelectElement).value).toBe('disable');
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
