import { describe, expect, it } from 'vitest';
import { formatMoney2, formatMoneyShort, formatPrice } from './format-price';

describe('formatPrice', () => {
  it('groups thousands with dots, keeps whole pesos bare and shows cents with both digits', () => {
    expect(formatPrice(1899000)).toBe('$1.899.000');
    expect(formatPrice(1234.5)).toBe('$1.234,50');
    expect(formatPrice(3165.4)).toBe('$3.165,40');
    expect(formatPrice(0.1 + 0.2)).toBe('$0,30');
    expect(formatPrice(-172728)).toBe('-$172.728');
    expect(formatPrice(-6999.3)).toBe('-$6.999,30');
  });
});

describe('formatMoney2', () => {
  it('always shows 2 decimals with es-CO grouping', () => {
    expect(formatMoney2(1899000)).toBe('$1.899.000,00');
    expect(formatMoney2(339800)).toBe('$339.800,00');
    expect(formatMoney2(1234.5)).toBe('$1.234,50');
    expect(formatMoney2(0)).toBe('$0,00');
    expect(formatMoney2(5)).toBe('$5,00');
  });

  it('rounds to the cent, and puts the sign before the dollar', () => {
    expect(formatMoney2(0.1 + 0.2)).toBe('$0,30');
    expect(formatMoney2(-12500.5)).toBe('-$12.500,50');
    expect(formatMoney2(-0.001)).toBe('$0,00');
  });
});

describe('formatMoneyShort', () => {
  it('shortens thousands and millions for a chart axis', () => {
    expect(formatMoneyShort(0)).toBe('$0');
    expect(formatMoneyShort(500)).toBe('$500');
    expect(formatMoneyShort(190000)).toBe('$190 mil');
    expect(formatMoneyShort(1899000)).toBe('$1,9 M');
    expect(formatMoneyShort(1500000000)).toBe('$1.500 M');
    expect(formatMoneyShort(-25000)).toBe('-$25 mil');
  });
});
