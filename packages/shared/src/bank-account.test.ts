import { describe, expect, it } from 'vitest';
import { accountNumberEnding, maskAccountNumber } from './bank-account.ts';

describe('maskAccountNumber', () => {
  it('shows only the last 4 digits, whatever the length', () => {
    expect(maskAccountNumber('001234567890')).toBe('•••• •••• 7890');
    expect(maskAccountNumber('12345')).toBe('•••• •••• 2345');
    expect(maskAccountNumber('1234-5678-9012-3456-7890')).toBe('•••• •••• 7890');
  });

  it('hides a number of 4 digits or fewer entirely and leaves an empty one empty', () => {
    expect(maskAccountNumber('1234')).toBe('••••');
    expect(maskAccountNumber('')).toBe('');
    expect(accountNumberEnding('1234')).toBeNull();
    expect(accountNumberEnding('98-7654')).toBe('7654');
  });
});
