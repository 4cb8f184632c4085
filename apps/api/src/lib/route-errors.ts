import { ErrorResponse } from '@tecnobazar/shared';

/**
 * The response schemas of the error statuses a route can answer, all shaped by the one error handler:
 * `response: { 200: CartResponse, ...errorResponses(400, 401, 403, 404) }`.
 */
export function errorResponses<const Codes extends readonly number[]>(
  ...codes: Codes
): { [Code in Codes[number]]: typeof ErrorResponse } {
  return Object.fromEntries(codes.map((code) => [code, ErrorResponse])) as {
    [Code in Codes[number]]: typeof ErrorResponse;
  };
}
