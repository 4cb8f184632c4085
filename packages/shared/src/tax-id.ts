// No zod here: the web and the API's documents import it on their own (`@tecnobazar/shared/tax-id`).
/**
 * Colombian tax ids: a NIT (número de identificación tributaria) with its check digit (dígito de
 * verificación, DIAN's modulo-11 algorithm), or a cédula de ciudadanía (CC) for a natural person.
 */
export const TAX_ID_TYPES = ['NIT', 'CC'] as const;
export type TaxIdType = (typeof TAX_ID_TYPES)[number];

export const TAX_ID_TYPE_LABELS: Record<TaxIdType, string> = {
  NIT: 'NIT',
  CC: 'Cédula de ciudadanía',
};

export const TAX_ID_MESSAGES = {
  nitFormat: 'Escribe el NIT con su dígito de verificación, por ejemplo 900.123.456-8',
  nitCheckDigit: 'El NIT no es válido: revisa el dígito de verificación',
  ccFormat: 'La cédula debe tener entre 6 y 10 dígitos',
};

/** DIAN's weights, from the rightmost digit of the number (without its check digit). */
const WEIGHTS = [3, 7, 13, 17, 19, 23, 29, 37, 41, 43, 47, 53, 59, 67, 71];

/** The check digit of a NIT's number (digits only, at most 15). */
export function nitCheckDigit(number: string): number {
  let sum = 0;
  for (let i = 0; i < number.length; i++) sum += Number(number[number.length - 1 - i]) * WEIGHTS[i]!;
  const rest = sum % 11;
  return rest > 1 ? 11 - rest : rest;
}

const PREFIX = /^\s*(nit|cc|c\.c\.)\s*/i;
/** What people type around the digits: dots, spaces and dashes (also the 'NIT'/'CC' prefix). */
const digitsOf = (value: string) => value.replace(PREFIX, '').replace(/[.\s-]/g, '');

/**
 * A NIT as typed ('900.123.456-8', '900 123 456 8', '9001234568') split in number and check digit; the
 * check digit is the last digit, after one dash or not. Null when it is not 6 to 15 digits plus one.
 */
function splitNit(value: string): { number: string; dv: number } | null {
  const match = /^(\d{6,15})-?(\d)$/.exec(value.replace(PREFIX, '').replace(/[.\s]/g, ''));
  return match ? { number: match[1]!, dv: Number(match[2]) } : null;
}

/** Why a tax id is refused (a Spanish message for its field), or null when it is valid. */
export function taxIdError(type: TaxIdType, value: string): string | null {
  if (type === 'CC') return /^\d{6,10}$/.test(digitsOf(value)) ? null : TAX_ID_MESSAGES.ccFormat;
  const nit = splitNit(value);
  if (!nit) return TAX_ID_MESSAGES.nitFormat;
  return nitCheckDigit(nit.number) === nit.dv ? null : TAX_ID_MESSAGES.nitCheckDigit;
}

/** A valid tax id as it is stored: a NIT as '900123456-8', a cédula as its digits. Call on valid ids only. */
export function normalizeTaxId(type: TaxIdType, value: string): string {
  if (type === 'CC') return digitsOf(value);
  const { number, dv } = splitNit(value)!;
  return `${number}-${dv}`;
}

const thousands = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');

/**
 * A stored tax id as people read it: '900.123.456-8' or '1.020.304.050'. A value that is not a valid id of
 * its type (data kept from before the check, type null) is shown as it was typed.
 */
export function formatTaxId(type: TaxIdType | null, stored: string): string {
  if (!type || taxIdError(type, stored)) return stored;
  if (type === 'CC') return thousands(digitsOf(stored));
  const { number, dv } = splitNit(stored)!;
  return `${thousands(number)}-${dv}`;
}

/** As documents print it: 'NIT 900.123.456-8', 'CC 1.020.304.050'; empty when it is not valid. */
export function documentTaxId(type: TaxIdType | null, stored: string): string {
  if (!type || taxIdError(type, stored)) return '';
  return `${type} ${formatTaxId(type, stored)}`;
}
