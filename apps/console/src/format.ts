import { TIMEZONE } from '@lendbridge/domain';

/** Timestamps are shown in Taipei time, YYYY/MM/DD HH:mm (DateField options and the grid's formatter). */
export const DATE_TIME_OPTIONS: Intl.DateTimeFormatOptions = {
  timeZone: TIMEZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
};

const dateTimeFormat = new Intl.DateTimeFormat('zh-TW', DATE_TIME_OPTIONS);

/** An API timestamp in Taipei time; '' for no value, the text itself when it is not a date. */
export const formatDateTime = (value: string | null | undefined): string => {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : dateTimeFormat.format(date);
};
