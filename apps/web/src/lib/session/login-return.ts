import { type Location, type NavigateOptions, useLocation } from 'react-router';
import { paths } from '@/config/paths';

/** What a page that needs a signed-in shopper hands /login: the page to come back to. */
interface LoginState {
  from?: string;
}

/** The navigation to /login that returns here after signing in: `navigate(paths.login, options)`. */
export function useLoginReturn(): NavigateOptions {
  const { pathname, search } = useLocation();
  return { state: { from: pathname + search } satisfies LoginState };
}

/** Where /login sends the shopper after signing in: the page that sent them, when it is one of ours. */
export function returnPath(location: Location): string {
  const from = (location.state as LoginState | null)?.from;
  // Only a path on this site: never `//host` or a full address.
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : paths.home;
}
