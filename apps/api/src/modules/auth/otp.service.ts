import { createCodeIssuing, type OtpDeps } from './otp-issuing.ts';
import { createVerificationLinks } from './otp-links.ts';
import { createSignInCodes } from './otp-sign-in-codes.ts';

export type { OtpDeps, SendCode } from './otp-issuing.ts';
export type { LinkTarget } from './otp-links.ts';

/**
 * One-time codes for every sign-in flow: issue (with resend and hourly limits, replacing the previous
 * code) and consume (expiry, single use, limited wrong tries).
 *
 * A code belongs to the address that asked for it (docs/decisions/0020): the wait, the hourly count and
 * the replacement of the previous code are per (requester address, purpose, e-mail), and a code can only
 * be typed from the address that asked for it. So nobody elsewhere can use up the owner's codes, kill
 * the owner's code with wrong tries or replace it; only a ceiling per e-mail over every address bounds
 * how much mail and how many guesses many addresses together get, and it lasts minutes, not an hour.
 *
 * One service made of its use cases: the six-digit sign-in codes (otp-sign-in-codes.ts) and the seller's
 * verification links (otp-links.ts), both issued through otp-issuing.ts (the send limits, and the code
 * stored with its mail).
 */
export function createOtpService(deps: OtpDeps) {
  const issuing = createCodeIssuing(deps);
  return {
    ...createSignInCodes(deps, issuing),
    ...createVerificationLinks(deps, issuing),
  };
}
export type OtpService = ReturnType<typeof createOtpService>;
