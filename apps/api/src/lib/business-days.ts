/**
 * Colombian business days: the buyer of a distance sale may withdraw within five business days of delivery
 * (Ley 1480 de 2011, art. 47), so a seller's sale is held until that term has run out. Days are calendar
 * dates ('YYYY-MM-DD') on the store's wall clock.
 */

import { addDays, calendarDate } from './dates.ts';

const DAY_MS = 86_400_000;

const toDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const dayMs = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** Easter Sunday of `year` (the anonymous Gregorian algorithm), in UTC milliseconds. */
function easter(year: number): number {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return Date.UTC(year, month - 1, day);
}

/** The Monday on or after `ms` (Ley 51 de 1983 moves these holidays to Monday). */
function nextMonday(ms: number): number {
  const weekday = new Date(ms).getUTCDay();
  return ms + ((8 - weekday) % 7) * DAY_MS;
}

const holidayCache = new Map<number, Set<string>>();

/** Colombia's public holidays of `year` (18 of them). */
export function colombianHolidays(year: number): Set<string> {
  const cached = holidayCache.get(year);
  if (cached) return cached;
  const date = (month: number, day: number) => Date.UTC(year, month - 1, day);
  const sunday = easter(year);
  const fixed = [date(1, 1), date(5, 1), date(7, 20), date(8, 7), date(12, 8), date(12, 25)];
  const easterFixed = [sunday - 3 * DAY_MS, sunday - 2 * DAY_MS]; // Jueves y Viernes Santo
  const moved = [
    date(1, 6),
    date(3, 19),
    date(6, 29),
    date(8, 15),
    date(10, 12),
    date(11, 1),
    date(11, 11),
    // Ascensión, Corpus Christi and Sagrado Corazón fall on Thursday or Friday; they move to Monday.
    sunday + 39 * DAY_MS,
    sunday + 60 * DAY_MS,
    sunday + 68 * DAY_MS,
  ].map(nextMonday);
  const days = new Set([...fixed, ...easterFixed, ...moved].map(toDay));
  holidayCache.set(year, days);
  return days;
}

export function isBusinessDay(day: string): boolean {
  const weekday = new Date(dayMs(day)).getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  return !colombianHolidays(Number(day.slice(0, 4))).has(day);
}

/** The `count`-th business day after `day` (`day` itself never counts). */
export function addBusinessDays(day: string, count: number): string {
  let current = day;
  for (let left = count; left > 0; ) {
    current = addDays(current, 1);
    if (isBusinessDay(current)) left--;
  }
  return current;
}

/** How far `timeZone`'s wall clock is ahead of UTC at `instant`, in milliseconds. */
function offsetMs(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(new Date(instant));
  const part = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  const wall = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return wall - Math.floor(instant / 1000) * 1000;
}

/** The instant `day` starts on the wall clock of `timeZone`. */
export function startOfDay(day: string, timeZone: string): Date {
  const utcMidnight = dayMs(day);
  let instant = utcMidnight - offsetMs(utcMidnight, timeZone);
  // Across a change of offset (summer time) the first guess is off by the change: correct it once.
  const corrected = utcMidnight - offsetMs(instant, timeZone);
  if (corrected !== instant) instant = corrected;
  return new Date(instant);
}

/**
 * When a sale delivered at `deliveredAt` can no longer be withdrawn from: the start of the day after the
 * `businessDays`-th business day following the delivery's day. With no hold, at delivery.
 */
export function withdrawalEnds(deliveredAt: Date, businessDays: number, timeZone: string): Date {
  if (businessDays === 0) return deliveredAt;
  const lastDay = addBusinessDays(calendarDate(deliveredAt, timeZone), businessDays);
  return startOfDay(addDays(lastDay, 1), timeZone);
}
