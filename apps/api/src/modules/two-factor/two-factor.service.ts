import { createTwoFactorChallenge } from './two-factor-challenge.ts';
import { createCodeCheck } from './two-factor-check.ts';
import type { TwoFactorDeps } from './two-factor-rules.ts';
import { createTwoFactorSettings } from './two-factor-settings.ts';

export {
  TWO_FACTOR_MESSAGES,
  type TwoFactorAccounts,
  type TwoFactorDeps,
  type TwoFactorOwner,
} from './two-factor-rules.ts';

/**
 * TOTP second factor (RFC 6238) for shoppers, administrators and sellers: enrolment, the sign-in
 * challenge after the e-mail code, recovery codes and turning it off. Owns its two tables.
 *
 * One service made of its use cases: the account's own settings, which the enrolment routes answer
 * (two-factor-settings.ts: status, setup, enable, disable), and the sign-in challenge
 * (two-factor-challenge.ts). Both check codes through two-factor-check.ts (tries, replays, recovery
 * codes) and share two-factor-rules.ts (messages, dependencies, keys, look-ups).
 */
export function createTwoFactorService(deps: TwoFactorDeps) {
  const check = createCodeCheck(deps);
  return {
    ...createTwoFactorChallenge(deps, check),
    ...createTwoFactorSettings(deps, check),
  };
}
export type TwoFactorService = ReturnType<typeof createTwoFactorService>;
