import { createPublishRule } from './publish-rule.ts';
import { createBankAccount } from './seller-bank-account.ts';
import { createSellerFiscal } from './seller-fiscal.ts';
import { createSellerLinks } from './seller-links.ts';
import { createSellerModeration } from './seller-moderation.ts';
import { createSellerProfile } from './seller-profile.ts';
import { createSellerRegistration } from './seller-registration.ts';
import type { SellersDeps } from './seller-rules.ts';
import { createSellerSignIn } from './seller-sign-in.ts';
import { createEmailVerification } from './seller-verification.ts';

export type { FiscalProfile, PayoutAccount } from './seller-fiscal.ts';
export { REGISTRATION_GRACE_MS, SELLER_REGISTRATIONS_PURGE_JOB } from './seller-registration.ts';
export { SELLER_MESSAGES, type SellersDeps } from './seller-rules.ts';
export { toSellerProfile } from './seller-sections.ts';

/**
 * Sellers: their shops, sign-in and standing. Owns `sellers` and `seller_registrations` (the catalogue
 * only joins `sellers` to read shop names: decisions/0006). One service made of its use cases:
 * - seller-registration.ts: registering a shop, kept apart as a registration until its link is opened,
 *   and the purge of registrations whose links all expired;
 * - seller-verification.ts: opening a verification link (which makes the shop), and asking for a new one;
 * - seller-sign-in.ts: the e-mail code and the second factor's challenge, the guards' check on every
 *   seller call, and ending every session;
 * - seller-profile.ts: the seller's own profile and business details, and the shop's public name;
 * - seller-bank-account.ts: the bank account as payouts read it;
 * - seller-fiscal.ts: the Colombian fiscal profile documents print, and the account payouts transfer to;
 * - seller-moderation.ts: the administrators' list and status changes (audited, mailed);
 * - publish-rule.ts: who may publish products (asked by the catalogue).
 * They share seller-rules.ts (messages, dependencies, look-ups), seller-sections.ts (the answer's
 * sections and the table's columns) and seller-links.ts (the verification link, and the mail that says
 * why nothing was sent), which registration, verification and sign-in all send.
 */
export function createSellersService(deps: SellersDeps) {
  const links = createSellerLinks(deps);
  return {
    ...createSellerRegistration(deps, links),
    ...createEmailVerification(deps, links),
    ...createSellerSignIn(deps, links),
    ...createSellerProfile(deps),
    ...createBankAccount(deps),
    ...createSellerFiscal(deps),
    ...createSellerModeration(deps),
    ...createPublishRule(deps.db),
  };
}
export type SellersService = ReturnType<typeof createSellersService>;
