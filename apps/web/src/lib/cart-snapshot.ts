import type { CartResponse } from '@tecnobazar/shared';

const SNAPSHOT_KEY = 'tb.cartSnapshot';

/** Whose cart it is: the token's signature part, so another sign-in never sees it. */
const ownerOf = (jwt: string) => jwt.slice(-16);

/**
 * The last cart this browser was shown, kept for the cart page to draw at once on its next visit while the
 * current one loads (its first screen no longer waits for the signed-in call: issue 35). Signing out clears
 * it with the rest of localStorage.
 */
export function keepCartSnapshot(jwt: string, cart: CartResponse): void {
  try {
    localStorage.setItem(SNAPSHOT_KEY, JSON.stringify({ owner: ownerOf(jwt), cart }));
  } catch {
    // Storage full or refused: the page only waits for the call, as before.
  }
}

/** The kept cart of the shopper signed in with `jwt`, if any. */
export function cartSnapshot(jwt: string): CartResponse | undefined {
  try {
    const kept = JSON.parse(globalThis.localStorage?.getItem(SNAPSHOT_KEY) ?? 'null') as {
      owner?: string;
      cart?: CartResponse;
    } | null;
    return kept?.owner === ownerOf(jwt) ? kept.cart : undefined;
  } catch {
    return undefined;
  }
}
