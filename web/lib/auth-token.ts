// The bearer token of the signed-in administrator (admin calls carry it).
// Kept in memory and in sessionStorage (this tab only, gone when it closes), never in localStorage:
// a token there would outlive the session and be readable by any script on the origin for good.
export const authTokenStorageKey = 'vocably.auth-token';

let memoryToken: string | null = null;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function getAuthToken(): string | null {
  if (memoryToken) return memoryToken;
  memoryToken = storage()?.getItem(authTokenStorageKey) ?? null;
  return memoryToken;
}

export function setAuthToken(token: string | null) {
  memoryToken = token;
  const store = storage();
  if (!store) return;
  if (token) store.setItem(authTokenStorageKey, token);
  else store.removeItem(authTokenStorageKey);
}

export function clearAuthToken() {
  setAuthToken(null);
}
