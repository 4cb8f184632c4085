import { type ComponentType, lazy } from 'react';

/**
 * `lazy`, for a part of the page the server's drawing (entry-server.tsx) leaves out: there it stays at its
 * Suspense fallback, as it is in the browser until its chunk arrives, and its queries are not asked.
 */
// biome-ignore lint/suspicious/noExplicitAny: the same constraint as React's own `lazy`.
export function browserOnly<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  return lazy(import.meta.env.SSR ? () => new Promise<never>(() => {}) : load);
}
