import type { RateRange } from './credit-line.js';

/** Where the visitor is in the questionnaire. */
export const creditTryProgress = (question: number, total: number): string => `第 ${question} 題／共 ${total} 題`;

/** A yearly rate range as the spec writes it: 2.5%~4.35%. */
export const rateRangeText = ({ min, max }: RateRange): string => `${min}%~${max}%`;

const NTD = new Intl.NumberFormat('zh-TW', { maximumFractionDigits: 0 });

/** A whole NT$ amount with thousands separators: NT$ 770,000. */
export const ntdText = (amount: number): string => `NT$ ${NTD.format(amount)}`;
