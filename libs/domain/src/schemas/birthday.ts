import { MIN_AGE } from '../constants/auth.js';
import { DATE_CHOOSER_MIN_YEAR } from '../constants/ui.js';
import { MESSAGES } from '../messages/messages.js';
import { ageMin } from '../messages/message-functions.js';
import { ageOn } from '../validators/age.js';
import { parseYmd } from '../dates/business-date.js';
import { requiredString } from './field-rules.js';

const isChooserDate = (value: string): boolean => {
  const born = parseYmd(value);
  return born !== null && born.year >= DATE_CHOOSER_MIN_YEAR;
};

/**
 * A birthday 'YYYY/MM/DD': a real date from 1900 on, and the person at least minAge on
 * "today". Without a fixed today the clock is read at each parse, not when the schema is built.
 */
export const birthdayField = (label: string, today?: Date, minAge: number = MIN_AGE) =>
  requiredString(label, [
    [isChooserDate, MESSAGES.date],
    [
      (value) => {
        const born = parseYmd(value);
        return born !== null && ageOn(born, today ?? new Date()) >= minAge;
      },
      ageMin(minAge),
    ],
  ]);
