// Who last used the learner pages on this device: the offline study guard lets only them in while
// the network is down (see learner-guard). Forgotten on sign-out and when the server says signed out.
import { lastLearnerStorageKey as LAST_LEARNER_KEY } from './enhance/storage-keys';

export function rememberLearner(id: string | null) {
  try {
    if (id) localStorage.setItem(LAST_LEARNER_KEY, id);
    else localStorage.removeItem(LAST_LEARNER_KEY);
  } catch {
    // Storage blocked: offline study then needs the session check to succeed.
  }
}

export function lastLearner(): string | null {
  try {
    return localStorage.getItem(LAST_LEARNER_KEY);
  } catch {
    return null;
  }
}

export const forgetLearner = () => rememberLearner(null);
