/**
 * The body of every error answer. `error` repeats the sentence: the spec's client shows `data.error`
 * first (product.md#errors), and our own app reads `message`.
 */
export const errorBody = (message: string, details?: { path: string; message: string }[]) => ({
  message,
  error: message,
  ...(details && { details }),
});

/** A failure the client should see: status and a message a person understands. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string) => new AppError(400, message);
export const unauthorized = (message = 'Debes iniciar sesión para continuar.') => new AppError(401, message);
export const forbidden = (message = 'No tienes permiso para realizar esta acción.') =>
  new AppError(403, message);
export const notFound = (message: string) => new AppError(404, message);
export const conflict = (message: string) => new AppError(409, message);
export const unprocessable = (message: string) => new AppError(422, message);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new AppError(429, message, { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) });
