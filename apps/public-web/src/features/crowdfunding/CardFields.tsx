import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { CARD_CVV_LENGTH, CROWDFUNDING_PAGE_TEXTS as T, cardExpiryYears, disabledExpiryMonths, formatCardNumber } from '@lendbridge/domain';

export interface CardValues {
  /** As shown: four groups of four digits. */
  number: string;
  year: string;
  month: string;
  code: string;
}

export const EMPTY_CARD: CardValues = { number: '', year: '', month: '', code: '' };

/** The expiry as the API takes it: YYYY-MM. */
export const cardDateOf = (card: CardValues): string => (card.year === '' || card.month === '' ? '' : `${card.year}-${card.month.padStart(2, '0')}`);

const MONTHS = Array.from({ length: 12 }, (_, index) => index + 1);

interface CardFieldsProps {
  value: CardValues;
  onChange: (value: CardValues) => void;
  /** The business date: the years start at its year and its earlier months cannot be chosen. */
  businessDate: string;
  errors: Readonly<Record<string, string>>;
}

/**
 * The card entry (spec 5): the number masked in four groups of four as it is typed, the expiry
 * year from this year for 20 years and the month (earlier months of this year disabled), and the
 * 3-digit code.
 */
export function CardFields({ value, onChange, businessDate, errors }: CardFieldsProps) {
  const disabled = value.year === '' ? [] : disabledExpiryMonths(Number(value.year), businessDate);
  const changeYear = (year: string) => {
    const stillOpen = value.month === '' || !disabledExpiryMonths(Number(year), businessDate).includes(Number(value.month));
    onChange({ ...value, year, month: stillOpen ? value.month : '' });
  };
  return (
    <Stack spacing={2}>
      <TextField
        label={T.cardNumber}
        value={value.number}
        onChange={(event) => onChange({ ...value, number: formatCardNumber(event.target.value) })}
        error={errors['credit_card.card_number'] !== undefined}
        helperText={errors['credit_card.card_number']}
        autoComplete="cc-number"
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 19 } }}
      />
      <Stack direction="row" spacing={2}>
        <TextField
          select
          label={T.cardYear}
          value={value.year}
          onChange={(event) => changeYear(event.target.value)}
          error={errors['credit_card.date'] !== undefined}
          helperText={errors['credit_card.date']}
          sx={{ minWidth: 120 }}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="" />
          {cardExpiryYears(businessDate).map((year) => (
            <option key={year} value={String(year)}>
              {year}
            </option>
          ))}
        </TextField>
        <TextField
          select
          label={T.cardMonth}
          value={value.month}
          onChange={(event) => onChange({ ...value, month: event.target.value })}
          sx={{ minWidth: 100 }}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="" />
          {MONTHS.map((month) => (
            <option key={month} value={String(month).padStart(2, '0')} disabled={disabled.includes(month)}>
              {String(month).padStart(2, '0')}
            </option>
          ))}
        </TextField>
        <TextField
          label={T.cardCode}
          value={value.code}
          onChange={(event) => onChange({ ...value, code: event.target.value.replace(/\D/g, '').slice(0, CARD_CVV_LENGTH) })}
          error={errors['credit_card.code'] !== undefined}
          helperText={errors['credit_card.code']}
          autoComplete="cc-csc"
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: CARD_CVV_LENGTH } }}
        />
      </Stack>
    </Stack>
  );
}

