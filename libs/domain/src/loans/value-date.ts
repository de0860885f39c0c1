import { taipeiToday } from '../dates/business-date.js';

/** The business date where nothing sets it: today's date in Asia/Taipei, read at each call. */
export const businessDateSourceDefault = (): string => taipeiToday(new Date());

let readBusinessDate: () => string = businessDateSourceDefault;

/**
 * Where the value-date rule reads the business date ('YYYY-MM-DD'). The browser keeps the Taipei
 * date (the business clock moves only in the demo); the API installs its business clock.
 */
export const useBusinessDateSource = (read: () => string): void => {
  readBusinessDate = read;
};

/** A value date ('YYYY/MM/DD', already a real date) on or after the business date. */
export const isValueDateFromBusinessDate = (value: string): boolean => value.replace(/\//g, '-') >= readBusinessDate();
