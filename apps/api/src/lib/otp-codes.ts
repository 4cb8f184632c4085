import { createHmac, randomInt } from 'node:crypto';

/** Six digits, 000000 to 999999. */
export const newOtp = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

/** Fifteen digits, no leading zero, so the client can send it as a number (below 2^53). */
export function newLinkCode(): string {
  let code = String(randomInt(1, 10));
  while (code.length < 15) code += String(randomInt(0, 10));
  return code;
}

/** Codes are stored as keyed hashes: a leaked table does not reveal live codes. */
export function hashCode(secret: string, purpose: string, email: string, code: string): string {
  return createHmac('sha256', secret).update(`${purpose}:${email}:${code}`).digest('hex');
}
