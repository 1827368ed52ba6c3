import { type ReactNode, useCallback, useState } from 'react';
import { ConfirmDialog } from './confirm-dialog';

type Request = {
  title: string;
  description: ReactNode;
  confirmLabel?: string;
  /** The Cancel button's word, for pages in another language. */
  cancelLabel?: string;
  tone?: 'danger' | 'primary';
  onConfirm: () => void;
};

/** One confirmation dialog per screen: `confirm({...})` opens it, `dialog` renders it. */
export function useConfirm() {
  const [request, setRequest] = useState<Request | null>(null);
  const confirm = useCallback((next: Request) => setRequest(next), []);
  const dialog = (
    <ConfirmDialog
      open={request !== null}
      onOpenChange={(open) => {
        if (!open) setRequest(null);
      }}
      title={request?.title ?? ''}
      description={request?.description ?? ''}
      confirmLabel={request?.confirmLabel}
      cancelLabel={request?.cancelLabel}
      tone={request?.tone}
      onConfirm={() => request?.onConfirm()}
    />
  );
  return { confirm, dialog };
}
