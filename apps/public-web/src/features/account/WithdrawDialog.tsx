import { useEffect, useId, useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import {
  ACCOUNT_TEXTS,
  TWO_FACTOR_TEXTS,
  WITHDRAW_FEE_PREVIEW_DEBOUNCE_MS,
  ntdText,
  withdrawDialogSchema,
  withdrawAmountTooSmall,
  withdrawFeeText,
  withdrawalsThisMonthText,
} from '@lendbridge/domain';
import type { WithdrawDialogInput } from '@lendbridge/domain';
import { FormTextField, formResolver } from '../../shared/form';
import { twoFactorQueries } from '../member/two-factor.api';
import { accountQueries } from './account.api';
import type { WithdrawFee } from './account.api';

interface WithdrawValues {
  amount: string;
  password: string;
  totp_code: string;
}

export interface WithdrawDialogProps {
  withdrawable: number;
  sending: boolean;
  onClose: () => void;
  onSubmit: (input: WithdrawDialogInput) => void;
}

interface FeePreview {
  amount: number;
  fee: WithdrawFee;
}

/** What arrives: the server's figure, else the amount less the fee. */
const receivedOf = (preview: FeePreview): number =>
  typeof preview.fee.net_amount === 'number' ? preview.fee.net_amount : Math.max(0, preview.amount - preview.fee.fee);

/** An amount that the fee would take whole leaves nothing to send. */
const coversFee = (preview: FeePreview): boolean => preview.amount > preview.fee.fee;

function FeeLines({ preview }: { preview: FeePreview }) {
  const { fee, designated_bank: designated, withdrawals_this_month: count } = preview.fee;
  return (
    <Stack spacing={0.5} role="status" aria-label={ACCOUNT_TEXTS.fee}>
      <Typography variant="body2">{withdrawFeeText(fee)}</Typography>
      {designated && fee === 0 && (
        <Typography variant="body2" color="success.main">
          {ACCOUNT_TEXTS.feeDesignatedBank}
        </Typography>
      )}
      <Typography variant="body2" color="text.secondary">
        {withdrawalsThisMonthText(count)}
      </Typography>
      {coversFee(preview) ? (
        <Typography variant="body2" sx={{ fontWeight: 700 }}>
          {`${ACCOUNT_TEXTS.receivedAmount} ${ntdText(receivedOf(preview))}`}
        </Typography>
      ) : (
        <Typography variant="body2" color="error">
          {withdrawAmountTooSmall(fee)}
        </Typography>
      )}
    </Stack>
  );
}

/**
 * The withdraw confirmation: the amount (the whole withdrawable amount unless changed), the fee
 * the server quotes for it, and the password. It confirms only once the fee of the typed amount
 * is shown. Mounted while open, so each opening starts afresh.
 */
export function WithdrawDialog({ withdrawable, sending, onClose, onSubmit }: WithdrawDialogProps) {
  const id = useId();
  const schema = useMemo(() => withdrawDialogSchema(withdrawable), [withdrawable]);
  const { control, handleSubmit } = useForm<WithdrawValues, unknown, WithdrawDialogInput>({
    defaultValues: { amount: String(withdrawable), password: '', totp_code: '' },
    resolver: formResolver(schema),
  });
  const amountText = useWatch({ control, name: 'amount' });
  const parsedAmount = useMemo(() => {
    const parsed = schema.shape.amount.safeParse(amountText);
    return parsed.success ? parsed.data : null;
  }, [schema, amountText]);
  /** The amount the fee is asked for: the typed one, once typing paused. */
  const [quoted, setQuoted] = useState<number | null>(null);

  useEffect(() => {
    if (parsedAmount === null) return undefined;
    const timer = window.setTimeout(() => setQuoted(parsedAmount), WITHDRAW_FEE_PREVIEW_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [parsedAmount]);

  const fee = useQuery({ ...accountQueries.withdrawFee(quoted ?? 0), enabled: quoted !== null });
  /** The two-factor code is asked only of members who turned it on. */
  const twoFactor = useQuery(twoFactorQueries.state());
  const upToDate = quoted !== null && quoted === parsedAmount;
  const current: FeePreview | null = upToDate && fee.data !== undefined ? { amount: quoted, fee: fee.data } : null;
  const feeLoading = parsedAmount !== null && current === null && !(upToDate && fee.isError);

  return (
    <Dialog open onClose={sending ? undefined : onClose} aria-labelledby={`${id}-title`} maxWidth="xs" fullWidth>
      <DialogTitle id={`${id}-title`}>{ACCOUNT_TEXTS.withdrawTitle}</DialogTitle>
      <DialogContent>
        <Stack
          component="form"
          id={`${id}-form`}
          spacing={2}
          noValidate
          onSubmit={(event) => void handleSubmit(onSubmit)(event)}
          sx={{ pt: 1 }}
        >
          <Typography variant="body2" color="text.secondary">
            {`${ACCOUNT_TEXTS.withdrawableAmount} ${ntdText(withdrawable)}`}
          </Typography>
          <FormTextField control={control} name="amount" label={ACCOUNT_TEXTS.withdrawAmount} numeric disabled={sending} />
          {current !== null ? (
            <FeeLines preview={current} />
          ) : (
            feeLoading && (
              <Typography variant="body2" color="text.secondary" role="status">
                {ACCOUNT_TEXTS.feePreviewLoading}
              </Typography>
            )
          )}
          <FormTextField
            control={control}
            name="password"
            type="password"
            label={ACCOUNT_TEXTS.withdrawPassword}
            autoComplete="current-password"
            disabled={sending}
          />
          {twoFactor.data?.enabled && (
            <FormTextField
              control={control}
              name="totp_code"
              label={TWO_FACTOR_TEXTS.codeLabel}
              helperText={TWO_FACTOR_TEXTS.actionHint}
              autoComplete="one-time-code"
              numeric
              disabled={sending}
            />
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={sending}>
          {ACCOUNT_TEXTS.cancel}
        </Button>
        <Button
          type="submit"
          form={`${id}-form`}
          variant="contained"
          disabled={sending || current === null || !coversFee(current)}
          aria-busy={sending}
        >
          {ACCOUNT_TEXTS.withdrawConfirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
