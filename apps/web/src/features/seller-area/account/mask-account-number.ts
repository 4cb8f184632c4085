const DOTS = '••••';

/** The last 4 digits of a bank account number, or null when it has no more than 4 (all of it is hidden). */
export function accountNumberEnding(accountNumber: string): string | null {
  const digits = accountNumber.replace(/\D/g, '');
  return digits.length > 4 ? digits.slice(-4) : null;
}

/**
 * A bank account number as the account page shows it: only the last 4 digits, after a fixed mask that
 * does not give away the length ('•••• •••• 7890'). Empty stays empty.
 */
export function maskAccountNumber(accountNumber: string): string {
  if (accountNumber.trim() === '') return '';
  const ending = accountNumberEnding(accountNumber);
  return ending ? `${DOTS} ${DOTS} ${ending}` : DOTS;
}
