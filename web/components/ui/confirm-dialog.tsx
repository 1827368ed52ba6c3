import { AlertDialog } from 'radix-ui';
import { type ReactNode, useRef } from 'react';
import { buttonClass } from './button';

/**
 * An accessible confirmation (Radix AlertDialog: focus trap, Escape cancels). Controlled: the caller
 * opens it with the pending action and runs it on confirm. Opened from code there is no Radix
 * trigger to go back to, so it remembers what had the focus as it opened and gives the focus back
 * there when it closes (else the focus fell to the page's start, and Tab began again at the top),
 * unless the page has already put it somewhere.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  tone = 'danger',
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  tone?: 'danger' | 'primary';
  onConfirm: () => void;
}) {
  const opener = useRef<HTMLElement | null>(null);
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-slate-950/50" />
        <AlertDialog.Content
          onOpenAutoFocus={() => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            const target = opener.current;
            opener.current = null;
            // The action may have finished first and put the focus where the page wants it (a removed
            // item's list heading): the dialog's content is gone by now, so any focus but the page's
            // body was put there since, and is left alone.
            const active = document.activeElement;
            if (active instanceof HTMLElement && active !== document.body) {
              event.preventDefault();
              return;
            }
            if (!target?.isConnected) return;
            event.preventDefault();
            target.focus();
          }}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl focus:outline-none dark:bg-slate-900 dark:text-slate-100"
        >
          <AlertDialog.Title className="text-lg font-semibold">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-slate-700 dark:text-slate-300">
            {description}
          </AlertDialog.Description>
          <div className="mt-6 flex justify-end gap-3">
            <AlertDialog.Cancel className={buttonClass('secondary')}>{cancelLabel}</AlertDialog.Cancel>
            <AlertDialog.Action className={buttonClass(tone)} onClick={onConfirm}>
              {confirmLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
