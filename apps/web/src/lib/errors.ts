import { ErrorResponse } from '@tecnobazar/shared';

/** The server's `{message}` when the failed call carried one, otherwise the spec's fallback text. */
export function errorMessage(error: unknown, fallback: string): string {
  if (typeof error === 'object' && error !== null && 'data' in error) {
    const parsed = ErrorResponse.safeParse(error.data);
    if (parsed.success && parsed.data.message) return parsed.data.message;
  }
  return fallback;
}
