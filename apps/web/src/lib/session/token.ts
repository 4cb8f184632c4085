// The one place that reads and writes the signed-in token kept in the browser: the Redux slice starts from it,
// every API call sends it. The server (entry-server.tsx) has no storage: there it is always null.
const JWT_STORAGE_KEY = 'jwt';

/** The stored token, or null when signed out (or on the server). */
export function storedToken(): string | null {
  return globalThis.localStorage?.getItem(JWT_STORAGE_KEY) ?? null;
}

export function storeToken(jwt: string): void {
  localStorage.setItem(JWT_STORAGE_KEY, jwt);
}

/** Signing out forgets everything this site kept in the browser, not only the token. */
export function forgetStoredSession(): void {
  localStorage.clear();
}
