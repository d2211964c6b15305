import { describe, expect, it } from 'vitest';
import { addWorkingDays, deliveryWindow, frenchPublicHolidays, isWorkingDay, longDayLabel } from './delivery-window';

describe('the delivery window', () => {
  it('knows the movable French holidays from Easter', () => {
    // Easter 2026 is on 5 April, 2027 on 28 March.
    expect([...frenchPublicHolidays(2026)]).toEqual(expect.arrayContaining(['2026-04-06', '2026-05-14', '2026-05-25']));
    expect([...frenchPublicHolidays(2027)]).toEqual(expect.arrayContaining(['2027-03-29', '2027-05-06', '2027-05-17']));
    expect(frenchPublicHolidays(2026).size).toBe(11);
  });

  it('counts weekdays that are not holidays', () => {
    expect(isWorkingDay('2026-11-27')).toBe(true); // a Friday
    expect(isWorkingDay('2026-11-28')).toBe(false); // Saturday
    expect(isWorkingDay('2026-11-29')).toBe(false); // Sunday
    expect(isWorkingDay('2026-11-11')).toBe(false); // Armistice, a Wednesday
    // Friday + 1 working day is Monday; across Christmas and New Year's Day.
    expect(addWorkingDays('2026-11-27', 1)).toBe('2026-11-30');
    expect(addWorkingDays('2026-12-23', 3)).toBe('2026-12-29');
    expect(addWorkingDays('2026-12-31', 1)).toBe('2027-01-04');
  });

  it('starts from the day the order was paid on a Paris clock', () => {
    // Paid on Friday 27 November at 23:30 in Paris (22:30 UTC): 3 to 6 working days.
    expect(deliveryWindow(new Date('2026-11-27T22:30:00Z'), { min: 3, max: 6 })).toEqual({ from: '2026-12-02', to: '2026-12-07' });
    // 23:30 UTC on that Friday is already Saturday in Paris: the count starts the same Monday, it ends the same.
    expect(deliveryWindow(new Date('2026-11-27T23:30:00Z'), { min: 3, max: 6 })).toEqual({ from: '2026-12-02', to: '2026-12-07' });
    // Paid on a Tuesday: Friday to Tuesday; in May, Ascension Thursday (14 May 2026) is skipped.
    expect(deliveryWindow(new Date('2026-11-24T10:00:00Z'), { min: 3, max: 6 })).toEqual({ from: '2026-11-27', to: '2026-12-02' });
    expect(deliveryWindow(new Date('2026-05-12T10:00:00Z'), { min: 4, max: 6 })).toEqual({ from: '2026-05-19', to: '2026-05-21' });
  });

  it('names the days in the reader’s language', () => {
    expect(longDayLabel('2026-12-02', 'fr')).toBe('mercredi 2 décembre');
    expect(longDayLabel('2026-12-02', 'en')).toBe('Wednesday 2 December');
  });
});
