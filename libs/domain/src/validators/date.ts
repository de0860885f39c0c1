import { parseYmd } from '../dates/business-date.js';

/** 'YYYY/MM/DD' naming a real Gregorian calendar day. */
export const isRealDate = (value: string): boolean => parseYmd(value) !== null;
