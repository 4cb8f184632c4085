import type { ErrorResponse } from '@tecnobazar/shared';

/**
 * Whether a failed call's body has the shape of the server's ErrorResponse. Checked by hand rather than
 * with the zod schema: nearly every page reads errors, and zod would then load before the first paint.
 */
function isErrorResponse(data: unknown): data is ErrorResponse {
  if (typeof data !== 'object' || data === null) return false;
  const { message, error, details } = data as Record<string, unknown>;
  return (
    typeof message === 'string' &&
    (error === undefined || typeof error === 'string') &&
    (details === undefined ||
      (Array.isArray(details) &&
        details.every(
          (d) =>
            typeof d === 'object' &&
            d !== null &&
            typeof (d as Record<string, unknown>).path === 'string' &&
            typeof (d as Record<string, unknown>).message === 'string',
        )))
  );
}

/** The server's `{message}` when the failed call carried one, otherwise the spec's fallback text. */
export function errorMessage(error: unknown, fallback: string): string {
  if (typeof error === 'object' && error !== null && 'data' in error) {
    if (isErrorResponse(error.data) && error.data.message) return error.data.message;
  }
  return fallback;
}

/** Whether a failed call was answered 409: the thing is already in the state asked for (processed, reported). */
export const isConflict = (error: unknown) => (error as { status?: unknown } | null)?.status === 409;

/** Whether a failed call was answered 422: a business rule the user can satisfy elsewhere (bank details). */
export const isUnprocessable = (error: unknown) => (error as { status?: unknown } | null)?.status === 422;
