import { describe, expect, it } from 'vitest';
import { dayLabel } from './day-label';

describe('dayLabel', () => {
  it('reads the store-local day as written, whatever the browser’s zone', () => {
    expect(dayLabel('2026-11-24')).toBe('24 nov');
    expect(dayLabel('2026-01-01')).toBe('1 ene');
    expect(dayLabel('2026-12-31', true)).toBe('31 dic 2026');
  });

  it('shows a label in another shape as it came', () => {
    expect(dayLabel('ayer')).toBe('ayer');
    expect(dayLabel('2026-13-01')).toBe('2026-13-01');
  });
});
