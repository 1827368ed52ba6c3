import { useState } from 'react';
import { notifyError } from '~/web/lib/notify';

export type DraftCheck<R> = { ok: true; value: R } | { ok: false; message: string };

/**
 * The state of an EditableSection: the draft while editing, saving, and a problem to show. `start`
 * copies the saved value into a draft; `cancel` drops it (the saved value shows again); `save` checks
 * the draft, sends it and leaves edit mode once the server took it. A refused check keeps editing
 * with its message; a failed save keeps editing too, with the server's message in a toast
 * (docs/spec-deviations.md, deviation 3).
 */
export function useEditableSection<T, R = T>({
  saved,
  check = (draft) => ({ ok: true, value: draft as unknown as R }),
  save,
  failure,
}: {
  saved: () => T;
  check?: (draft: T) => DraftCheck<R>;
  save: (value: R) => Promise<unknown>;
  /** What the toast says failed ("Could not update the permissions"). */
  failure: string;
}) {
  const [draft, setDraft] = useState<T | null>(null);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  return {
    editing: draft !== null,
    draft,
    setDraft: (update: (current: T) => T) =>
      setDraft((current) => (current === null ? current : update(current))),
    saving,
    error,
    start: () => {
      setError(null);
      setDraft(saved());
    },
    cancel: () => {
      setError(null);
      setDraft(null);
    },
    save: async () => {
      if (draft === null) return;
      const checked = check(draft);
      if (!checked.ok) {
        setError(checked.message);
        return;
      }
      setError(null);
      setSaving(true);
      try {
        await save(checked.value);
        setDraft(null);
      } catch (caught) {
        notifyError(failure, caught);
      } finally {
        setSaving(false);
      }
    },
  };
}
