import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addBusinessDays,
  colombianHolidays,
  isBusinessDay,
  startOfDay,
  withdrawalEnds,
} from './business-days.ts';
import { addDays, calendarDate } from './dates.ts';

const BOGOTA = 'America/Bogota';

describe('Colombian business days', () => {
  it('knows the 18 public holidays of 2026, moved to Monday where the law moves them', () => {
    expect([...colombianHolidays(2026)].sort()).toEqual([
      '2026-01-01',
      '2026-01-12',
      '2026-03-23',
      '2026-04-02',
      '2026-04-03',
      '2026-05-01',
      '2026-05-18',
      '2026-06-08',
      '2026-06-15',
      '2026-06-29',
      '2026-07-20',
      '2026-08-07',
      '2026-08-17',
      '2026-10-12',
      '2026-11-02',
      '2026-11-16',
      '2026-12-08',
      '2026-12-25',
    ]);
    // Easter 2027 is March 28: Jueves Santo March 25, Ascensión moved to May 10.
    expect(colombianHolidays(2027).has('2027-03-25')).toBe(true);
    expect(colombianHolidays(2027).has('2027-05-10')).toBe(true);
  });

  it('skips weekends and holidays', () => {
    expect(isBusinessDay('2026-11-27')).toBe(true); // a Friday
    expect(isBusinessDay('2026-11-28')).toBe(false);
    expect(isBusinessDay('2026-11-16')).toBe(false); // Independencia de Cartagena, moved
    // Delivered on Thursday 2026-12-03: Fri 4, Mon 7, (Tue 8 is a holiday) Wed 9, Thu 10, Fri 11.
    expect(addBusinessDays('2026-12-03', 5)).toBe('2026-12-11');
    // Across the year's end: Mon 28, Tue 29, Wed 30, Thu 31, (Jan 1 and the weekend) Mon 4.
    expect(addBusinessDays('2026-12-25', 5)).toBe('2027-01-04');
  });

  it('ends the withdrawal term at midnight in Bogotá after the fifth business day', () => {
    // Delivered Thursday 2026-12-03 at 22:00 in Bogotá (03:00 UTC the next day).
    const ends = withdrawalEnds(new Date('2026-12-04T03:00:00Z'), 5, BOGOTA);
    expect(ends.toISOString()).toBe('2026-12-12T05:00:00.000Z');
    expect(withdrawalEnds(new Date('2026-12-04T03:00:00Z'), 0, BOGOTA).toISOString()).toBe(
      '2026-12-04T03:00:00.000Z',
    );
  });

  it('finds the start of a day where summer time changes the offset', () => {
    expect(startOfDay('2026-03-08', 'America/New_York').toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(startOfDay('2026-03-09', 'America/New_York').toISOString()).toBe('2026-03-09T04:00:00.000Z');
  });

  it('always leaves the buyer the whole term: five business days, each whole, after the day of delivery', () => {
    const instant = fc.date({
      min: new Date('2020-01-01'),
      max: new Date('2035-12-31'),
      noInvalidDate: true,
    });
    fc.assert(
      fc.property(instant, fc.integer({ min: 1, max: 15 }), (deliveredAt, days) => {
        const ends = withdrawalEnds(deliveredAt, days, BOGOTA);
        expect(ends.getTime()).toBeGreaterThan(deliveredAt.getTime());
        // It ends at a midnight in Bogotá, after a business day.
        expect(calendarDate(new Date(ends.getTime() - 1), BOGOTA, 1)).toBe(calendarDate(ends, BOGOTA));
        const lastDay = calendarDate(ends, BOGOTA, -1);
        expect(isBusinessDay(lastDay)).toBe(true);
        // Exactly `days` business days lie strictly between the delivery's day and the end.
        let counted = 0;
        for (let day = calendarDate(deliveredAt, BOGOTA, 1); day <= lastDay; day = addDays(day, 1)) {
          if (isBusinessDay(day)) counted++;
        }
        expect(counted).toBe(days);
      }),
    );
  });
});
