import { describe, expect, it } from 'vitest';
import { findBank } from './constants/banks.ts';
import {
  documentTaxId,
  formatTaxId,
  nitCheckDigit,
  normalizeTaxId,
  TAX_ID_MESSAGES,
  taxIdError,
} from './tax-id.ts';

describe('NIT check digit (DIAN, modulo 11)', () => {
  it('gives the check digit of real NITs', () => {
    // DIAN, Bancolombia, Davivienda: published NITs.
    expect(nitCheckDigit('800197268')).toBe(4);
    expect(nitCheckDigit('890903938')).toBe(8);
    expect(nitCheckDigit('860034313')).toBe(7);
    // Remainders 0 and 1 are the digit itself: 11 - r only from 2 up.
    expect(nitCheckDigit('4')).toBe(1); // 4 × 3 = 12, remainder 1
    expect(nitCheckDigit('15')).toBe(0); // 1 × 7 + 5 × 3 = 22, remainder 0
    expect(nitCheckDigit('3')).toBe(2); // 9: 11 - 9
  });

  it('accepts a NIT with dots, spaces, a dash or none, and refuses a wrong check digit', () => {
    for (const typed of [
      '800197268-4',
      '800.197.268-4',
      '800 197 268 4',
      '8001972684',
      ' NIT 800.197.268-4 ',
    ])
      expect(taxIdError('NIT', typed), typed).toBeNull();
    for (const typed of ['800197268-5', '800.197.268-0', '8001972683'])
      expect(taxIdError('NIT', typed), typed).toBe(TAX_ID_MESSAGES.nitCheckDigit);
    for (const typed of ['', 'ABC', '12-3', '800197268-4-1', '80019726812345678'])
      expect(taxIdError('NIT', typed), typed).toBe(TAX_ID_MESSAGES.nitFormat);
  });

  it('accepts a cédula of 6 to 10 digits', () => {
    expect(taxIdError('CC', '1.020.304.050')).toBeNull();
    expect(taxIdError('CC', '123456')).toBeNull();
    expect(taxIdError('CC', '12345')).toBe(TAX_ID_MESSAGES.ccFormat);
    expect(taxIdError('CC', '12345678901')).toBe(TAX_ID_MESSAGES.ccFormat);
    expect(taxIdError('CC', '12345a')).toBe(TAX_ID_MESSAGES.ccFormat);
  });

  it('stores, shows and prints an id in one form each', () => {
    expect(normalizeTaxId('NIT', '800.197.268 - 4')).toBe('800197268-4');
    expect(normalizeTaxId('CC', '1.020.304.050')).toBe('1020304050');
    expect(formatTaxId('NIT', '800197268-4')).toBe('800.197.268-4');
    expect(formatTaxId('CC', '52987654')).toBe('52.987.654');
    expect(documentTaxId('NIT', '800197268-4')).toBe('NIT 800.197.268-4');
    expect(documentTaxId('CC', '1020304050')).toBe('CC 1.020.304.050');
    // Kept from before the check: shown as typed, never printed on a document.
    expect(formatTaxId(null, '900123456-7')).toBe('900123456-7');
    expect(formatTaxId('NIT', '900123456-7')).toBe('900123456-7');
    expect(documentTaxId(null, '900123456-7')).toBe('');
  });
});

describe('Colombian banks', () => {
  it('finds a bank by its code, its name whatever the case and accents, or a common alias', () => {
    expect(findBank('1007')?.name).toBe('Bancolombia');
    expect(findBank('BANCO DE BOGOTA')?.code).toBe('1001');
    expect(findBank('  banco   de bogotá ')?.code).toBe('1001');
    expect(findBank('BBVA')?.code).toBe('1013');
    expect(findBank('Itau')?.code).toBe('1006');
    expect(findBank('nequi')?.code).toBe('1507');
    expect(findBank('BANCOL01')).toBeUndefined();
    expect(findBank('')).toBeUndefined();
  });
});
