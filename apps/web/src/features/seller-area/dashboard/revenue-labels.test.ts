import { describe, expect, it } from 'vitest';
import { revenueLabel } from './revenue-labels';

describe('revenueLabel', () => {
  it('reads each period’s store-local label without shifting it', () => {
    expect(revenueLabel('today', '2026-11-24T13:00:00')).toBe('13:00');
    expect(revenueLabel('today', '2026-11-24T00:00:00')).toBe('00:00');
    expect(revenueLabel('daily', '2026-11-24')).toBe('24 nov');
    // Midnight UTC of the 1st is still the 31st in Bogotá: the label must not move.
    expect(revenueLabel('daily', '2026-01-01')).toBe('1 ene');
    expect(revenueLabel('monthly', '2026-11')).toBe('nov 2026');
    expect(revenueLabel('monthly', '2026-09')).toBe('sep 2026');
    expect(revenueLabel('yearly', '2026')).toBe('2026');
  });

  it('gives the tooltip a fuller form', () => {
    expect(revenueLabel('today', '2026-11-24T23:00:00', true)).toBe('23:00 – 00:00');
    expect(revenueLabel('daily', '2026-11-24', true)).toBe('24 nov 2026');
    expect(revenueLabel('monthly', '2026-11', true)).toBe('noviembre 2026');
    expect(revenueLabel('yearly', '2026', true)).toBe('2026');
  });

  it('shows a label of another shape as it came', () => {
    expect(revenueLabel('daily', 'ayer')).toBe('ayer');
    expect(revenueLabel('today', '2026-11-24')).toBe('2026-11-24');
    expect(revenueLabel('monthly', '2026-13')).toBe('2026-13');
  });
});
