// Which saved session this tab is playing, in sessionStorage (one per tab, kept across a reload): a
// reload resumes the tab's own session even when another tab of the learner answered since. Without
// storage it is simply unknown, and resume offers the learner's most recent session.
const TAB_SESSION_KEY = 'vocably-study-tab-session';

export function tabSession(): string | null {
  try {
    return sessionStorage.getItem(TAB_SESSION_KEY);
  } catch {
    return null;
  }
}

export function setTabSession(sessionId: string | null) {
  try {
    if (sessionId) sessionStorage.setItem(TAB_SESSION_KEY, sessionId);
    else sessionStorage.removeItem(TAB_SESSION_KEY);
  } catch {
    // Storage blocked (or none, outside a browser): the tab just does not remember.
  }
}
