import { useSyncExternalStore } from 'react';

/**
 * On a page's first load, the pictures further down (loading `lazy`) wait until the page's main picture
 * (`fetchpriority="high"`, its largest paint) is on screen: a phone's slow link then carries that picture
 * and the page's code first instead of a dozen thumbnails. The browser says when through the
 * largest-contentful-paint observer; where it cannot, or when no main picture shows within
 * HOLD_AT_MOST_MS, nothing waits. Once released, pictures never wait again (later pages come from the
 * same visit, with the code already here).
 */
const HOLD_AT_MOST_MS = 2000;

const observable =
  typeof PerformanceObserver !== 'undefined' &&
  (PerformanceObserver.supportedEntryTypes ?? []).includes('largest-contentful-paint');

let held = observable;
const listeners = new Set<() => void>();

function release() {
  if (!held) return;
  held = false;
  for (const listener of listeners) listener();
}

if (held) {
  const observer = new PerformanceObserver((list) => {
    const mainShown = list
      .getEntries()
      .some(
        (entry) => (entry as { element?: Element | null }).element?.getAttribute('fetchpriority') === 'high',
      );
    if (mainShown) {
      observer.disconnect();
      release();
    }
  });
  observer.observe({ type: 'largest-contentful-paint', buffered: true });
  setTimeout(release, HOLD_AT_MOST_MS);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Whether `lazy` pictures still wait for the main one (see above). */
export function usePicturesHeld(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => held,
    () => false,
  );
}
