// No zod here: the web imports this on its own (`@tecnobazar/shared/bank-account`) without loading the schemas.
const DOTS = '••••';

/** The last 4 digits of a bank account number, or null when it has no more than 4 (all of it is hidden). */
export function accountNumberEnding(accountNumber: string): string | null {
  const digits = accountNumber.replace(/\D/g, '');
  return digits.length > 4 ? digits.slice(-4) : null;
}

/**
 * A bank account number as it is shown until someone allowed asks for all of it: only the last 4 digits,
 * after a fixed mask that does not give away the length ('•••• •••• 7890'). Empty stays empty. The seller's
 * account page masks their own number with it; the API masks it for administrators (the full number is
 * one audited call away).
 */
export function maskAccountNumber(accountNumber: string): string {
  if (accountNumber.trim() === '') return '';
  const ending = accountNumberEnding(accountNumber);
  return ending ? `${DOTS} ${DOTS} ${ending}` : DOTS;
}
