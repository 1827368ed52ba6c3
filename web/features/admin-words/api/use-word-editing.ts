import { useRef, useState } from 'react';
import type { GlobalWord } from '~/core/dictionary/global-word';
import { wordMessages } from '~/core/dictionary/word-constants';
import { ApiRequestError, isNotFound } from '~/web/lib/api-error';
import { notifyError, notifySuccess } from '~/web/lib/notify';
import { toast } from '~/web/lib/toast';
import {
  anyDirty,
  type DraftKey,
  type Drafts,
  discardDraft,
  draftValue,
  isDirty,
  isStale,
  setDraft,
} from '../lib/word-drafts';
import { useEditWord, type WordEdit } from './edit-word';
import { useFollowedDefinitions } from './use-followed-definitions';

/** Said when a save was refused because someone else saved the word, and the page reloaded it. */
export const KEPT_AFTER_CONFLICT =
  'Someone else saved changes to this word while you were editing. The page now shows them, and your unsaved changes are kept.';

/** Said instead when the reload after such a refusal failed: the page still shows the word as it was. */
export const NOT_RELOADED_AFTER_CONFLICT =
  'Someone else saved changes to this word while you were editing, but loading their changes failed: the page still shows the word as you opened it. Your unsaved changes are kept: "Save Changes" sends them again, and if it is refused again, the page loads their changes then.';

/**
 * The word detail page's editing state: local drafts per editor, saving one editor's draft with the
 * latest version this page knows, and conflicts. A conflict (the value under the draft changed) never
 * overwrites: the editor says so and offers to reload. A save refused for a stale version reloads the
 * word at once and keeps the draft: the version is the whole word's, so another editor's save of
 * another part refuses it too, and only if they changed this editor's part is it a conflict.
 */
export function useWordEditing(
  word: GlobalWord,
  /** Reads the word again; false when that failed (the page keeps showing the word it had). */
  reload: () => Promise<boolean>,
) {
  const [drafts, setDrafts] = useState<Drafts>({});
  const followed = useFollowedDefinitions(word.definitions, drafts, setDrafts);
  const [conflicts, setConflicts] = useState<Partial<Record<DraftKey, string>>>({});
  // Editors whose save the server refused for a stale version, the word since reloaded.
  const [refused, setRefused] = useState<DraftKey[]>([]);
  const [savingKeys, setSavingKeys] = useState<DraftKey[]>([]);
  const editWord = useEditWord(word.id);
  // Saves go one after another, each with the version its draft was made on or, if later, the one
  // our own save before it answered: a second save sent with the version the page rendered would be
  // refused as a conflict with our own first save. Only our answers move it: a reload after another
  // editor's save does not, so a draft queued before it, made on the word as it was, is refused too
  // rather than saved over their change. A save by someone else is reported.
  const answeredVersion = useRef(word.version);
  const queue = useRef<Promise<void>>(Promise.resolve());

  const clearConflict = (key: DraftKey) => {
    setConflicts((current) => {
      const next = { ...current };
      delete next[key];
      return next;
    });
    setRefused((current) => current.filter((other) => other !== key));
  };

  const reloadEditor = async (key: DraftKey) => {
    setDrafts((current) => discardDraft(current, key));
    clearConflict(key);
    await reload();
  };

  const showConflict = (key: DraftKey, message: string) => {
    setConflicts((current) => ({ ...current, [key]: message }));
    toast.error(message, {
      id: `word-conflict-${key}`,
      action: { label: 'Reload', onClick: () => void reloadEditor(key) },
    });
  };

  const save = async (key: DraftKey, serverValue: unknown, toEdit: (value: never) => WordEdit) => {
    const draft = drafts[key];
    if (!draft) return;
    if (isStale(drafts, key, serverValue)) {
      showConflict(key, wordMessages.versionConflict);
      return;
    }
    setSavingKeys((current) => [...current, key]);
    const previous = queue.current;
    const basedOn = word.version;
    const saved = previous.then(() => send(key, draft.value, toEdit, basedOn));
    queue.current = saved;
    await saved;
  };

  const send = async (key: DraftKey, value: unknown, toEdit: (value: never) => WordEdit, basedOn: number) => {
    try {
      const answer = await editWord.mutateAsync({
        edit: toEdit(value as never),
        version: Math.max(basedOn, answeredVersion.current),
      });
      answeredVersion.current = Math.max(answeredVersion.current, answer.version);
      setDrafts((current) => discardDraft(current, key));
      clearConflict(key);
      notifySuccess('Changes saved.');
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 409) {
        console.error('Word save refused: changed by someone else', error);
        // Their changes come in; the draft stays, compared with them on screen (conflict below).
        if (!(await reload())) {
          // Not marked refused: compared with the word as it was, the draft would look safe to save.
          toast.warning(NOT_RELOADED_AFTER_CONFLICT, { id: `word-conflict-${key}` });
          return;
        }
        setRefused((current) => (current.includes(key) ? current : [...current, key]));
        toast.warning(KEPT_AFTER_CONFLICT, { id: `word-conflict-${key}` });
      } else {
        // A failed save keeps the unsaved state, and says why (docs/spec-deviations.md, deviation 3).
        notifyError('Could not save the word', error);
        // Not found: another editor deleted the word. The reload's answer lets the page say so.
        if (isNotFound(error)) await reload();
      }
    } finally {
      setSavingKeys((current) => current.filter((saving) => saving !== key));
    }
  };

  return {
    drafts,
    ...followed,
    value: <T>(key: DraftKey, serverValue: T) => draftValue(drafts, key, serverValue),
    change: <T>(key: DraftKey, serverValue: T, next: T) =>
      setDrafts((current) => setDraft(current, key, serverValue, next)),
    cancel: (key: DraftKey) => {
      setDrafts((current) => discardDraft(current, key));
      clearConflict(key);
    },
    save,
    reloadEditor,
    dirty: (key: DraftKey) => isDirty(drafts, key),
    anyDirty: anyDirty(drafts),
    /**
     * Why this editor cannot save as it is: the value under its draft changed. After a refused save,
     * that is decided against the reloaded word (`serverValue`, this editor's part of it).
     */
    conflict: (key: DraftKey, serverValue: unknown) =>
      conflicts[key] ??
      (refused.includes(key) && isStale(drafts, key, serverValue) ? wordMessages.versionConflict : null),
    /** A save was refused, the word reloaded, and nobody else changed this part: saving again applies the draft. */
    keptAfterConflict: (key: DraftKey, serverValue: unknown) =>
      refused.includes(key) && isDirty(drafts, key) && !isStale(drafts, key, serverValue),
    saving: (key: DraftKey) => savingKeys.includes(key),
  };
}

export type WordEditing = ReturnType<typeof useWordEditing>;
