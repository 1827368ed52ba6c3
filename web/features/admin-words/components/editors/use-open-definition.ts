import { useState } from 'react';
import type { WordDefinition } from '~/core/dictionary/word-values';
import { followDefinitions } from '~/web/features/admin-words/lib/definition-identity';

/**
 * Which definition's form is open (its index, or 'new'). When the list changes under an open form (a
 * reload brought another editor's changes), the form follows its definition to its new place; when
 * that definition is gone, the form closes and `gone` tells which one, for the editor to be told.
 */
export function useOpenDefinition(definitions: WordDefinition[]) {
  const [open, setOpen] = useState<number | 'new' | null>(null);
  const [seen, setSeen] = useState(definitions);
  const [gone, setGone] = useState<WordDefinition | null>(null);
  let current = open;
  if (seen !== definitions) {
    setSeen(definitions);
    if (typeof open === 'number') {
      current = followDefinitions(seen, definitions)[open] ?? null;
      if (current === null) setGone(seen[open] ?? null);
      setOpen(current);
    }
  }
  return { open: current, setOpen, gone, dismissGone: () => setGone(null) };
}
