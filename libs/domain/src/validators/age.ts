import { parseYmd, toTaipeiYmd, type Ymd } from '../dates/business-date.js';

const toYmd = (value: Ymd | Date): Ymd => (value instanceof Date ? toTaipeiYmd(value) : value);

/**
 * Full years between a birthday and a day (an instant counts as its date in Taiwan).
 * A year is complete on the birthday's month and day; someone born on 29 February completes
 * it on 1 March in common years.
 */
export const ageOn = (birthday: Ymd, today: Ymd | Date): number => {
  const on = toYmd(today);
  const beforeBirthday =
    on.month < birthday.month || (on.month === birthday.month && on.day < birthday.day);
  return on.year - birthday.year - (beforeBirthday ? 1 : 0);
};

const resolve = (birthday: string | Ymd): Ymd | null =>
  typeof birthday === 'string' ? parseYmd(birthday) : birthday;

/** False for an unreadable birthday. */
export const isAtLeastAge = (
  birthday: string | Ymd,
  years: number,
  today: Ymd | Date = new Date(),
): boolean => {
  const born = resolve(birthday);
  return born !== null && ageOn(born, today) >= years;
};

/** False for an unreadable birthday. */
export const isAtMostAge = (
  birthday: string | Ymd,
  years: number,
  today: Ymd | Date = new Date(),
): boolean => {
  const born = resolve(birthday);
  return born !== null && ageOn(born, today) <= years;
};
