/** The terms of a request: the return window, the warranty, the seller's time to answer (business days). */
import { RETURN_REASONS, type ReturnKind, type ReturnReason, WARRANTY_REASONS } from '@tecnobazar/shared';
import { startOfDay, withdrawalEnds } from '../../lib/business-days.ts';
import { addDays, calendarDate } from '../../lib/dates.ts';
import type { ReturnTerms } from './returns-deps.ts';
import { RETURNS_MESSAGES } from './returns-messages.ts';

/** When an order delivered at `deliveredAt` can no longer be returned, then no longer claimed (exclusive). */
export function orderTerms(deliveredAt: Date, terms: ReturnTerms) {
  return {
    returnUntil: withdrawalEnds(deliveredAt, terms.windowDays, terms.timeZone),
    warrantyUntil: startOfDay(
      addDays(calendarDate(deliveredAt, terms.timeZone), terms.warrantyDays + 1),
      terms.timeZone,
    ),
  };
}

/** The store's day an instant (exclusive end) closes, as a person reads it: '13/12/2027'. */
export function lastDay(until: Date, terms: ReturnTerms): string {
  const [y, m, d] = calendarDate(until, terms.timeZone, -1).split('-');
  return `${d}/${m}/${y}`;
}

/** What may be asked now: a return within the window, a warranty claim after it, nothing once both ran out. */
export function kindNow(now: Date, deliveredAt: Date, terms: ReturnTerms) {
  const { returnUntil, warrantyUntil } = orderTerms(deliveredAt, terms);
  if (now < returnUntil) return { kind: 'RETURN' as const, until: returnUntil };
  if (now < warrantyUntil) return { kind: 'WARRANTY' as const, until: warrantyUntil };
  return { kind: null, until: null };
}

/** Why `kind` for `reason` may not be asked now, or undefined when it may. */
export function kindRefusal(
  kind: ReturnKind,
  reason: ReturnReason,
  now: Date,
  deliveredAt: Date,
  terms: ReturnTerms,
): string | undefined {
  const { returnUntil, warrantyUntil } = orderTerms(deliveredAt, terms);
  if (kind === 'RETURN')
    return now < returnUntil ? undefined : RETURNS_MESSAGES.windowOver(lastDay(returnUntil, terms));
  if (now < returnUntil) return RETURNS_MESSAGES.stillInWindow(lastDay(returnUntil, terms));
  if (now >= warrantyUntil) return RETURNS_MESSAGES.warrantyOver(lastDay(warrantyUntil, terms));
  return WARRANTY_REASONS.includes(reason) ? undefined : RETURNS_MESSAGES.warrantyReason;
}

/** When the seller is reminded, then when the request escalates, if it is still unanswered. */
export function sellerDeadlines(requestedAt: Date, terms: ReturnTerms) {
  return {
    remindAt: withdrawalEnds(requestedAt, terms.sellerDays, terms.timeZone),
    escalateAt: withdrawalEnds(requestedAt, 2 * terms.sellerDays, terms.timeZone),
  };
}

export const reasonLabel = (reason: string): string => RETURN_REASONS[reason as ReturnReason] ?? reason;
