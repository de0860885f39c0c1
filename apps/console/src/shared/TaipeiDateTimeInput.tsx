import { taipeiWallClockOf } from '@lendbridge/domain';
import { TextInput, type TextInputProps } from 'react-admin';

/**
 * A date and time typed and shown in Taipei's time whatever the browser's zone: a native
 * datetime-local input holding 'YYYY-MM-DDTHH:mm', which the shared schemas read as Taipei's time
 * (a stored instant is shown in Taipei until it is changed). react-admin's DateTimeInput shows the
 * browser's zone and hands MUI 9 props it no longer reads.
 */
export const TaipeiDateTimeInput = (props: Omit<TextInputProps, 'type' | 'format'>) => (
  <TextInput {...props} type="datetime-local" format={taipeiWallClockOf} slotProps={{ inputLabel: { shrink: true } }} />
);

/** A Taipei calendar date ('YYYY-MM-DD') of a list filter, as a native date input. */
export const DateFilterInput = (props: Omit<TextInputProps, 'type'>) => (
  <TextInput {...props} type="date" slotProps={{ inputLabel: { shrink: true } }} />
);
