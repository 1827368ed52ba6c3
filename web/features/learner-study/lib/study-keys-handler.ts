// The study screens listen for keys on the whole page (Space, 1–4), as Anki does, so the learner need
// not move focus first. A key typed into a field, or pressed with a modifier, is the field's own, as is
// a button's Space or Enter. A key pressed in a dialog is the dialog's: the "unsent answers" warning
// opened over a card is an alertdialog, and `1` typed on its Stay button rated the card behind it.
export function isStudyKey(event: KeyboardEvent): boolean {
  if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.isComposing)
    return false;
  const target = event.target as HTMLElement | null;
  if (!target) return true;
  if (target.isContentEditable) return false;
  if (target.closest('input, textarea, select, [role="switch"], a')) return false;
  if (target.closest('[role="dialog"], [role="alertdialog"], [aria-modal="true"]')) return false;
  // Space and Enter on a focused button press it ("Listen" speaks, "End session" ends): taken for the
  // card, they flipped it instead. The card's own Show answer button flips it by its click.
  if ((event.key === ' ' || event.key === 'Enter') && target.closest('button, [role="button"], summary'))
    return false;
  return true;
}

/** 1–4 from the number row or the keypad; null for any other key. */
export function digitOf(event: KeyboardEvent): 1 | 2 | 3 | 4 | null {
  const match = /^(?:Digit|Numpad)([1-4])$/.exec(event.code) ?? /^([1-4])$/.exec(event.key);
  return match ? (Number(match[1]) as 1 | 2 | 3 | 4) : null;
}
