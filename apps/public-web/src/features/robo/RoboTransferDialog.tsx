import { useId, useMemo } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import {
  ROBO_API_TEXTS,
  ROBO_PAGE_TEXTS,
  ROBO_PRODUCT_LABELS,
  formatNtd,
  internalTransferSchema,
  roboMatchingLoansText,
} from '@lendbridge/domain';
import type { InternalTransfer, RoboProduct } from '@lendbridge/domain';
import { ApiError, isAbortError } from '../../app/api';
import { ladderStepForError } from '../../app/ladder';
import { useErrorHandlerRef } from '../../app/useErrorHandler';
import { useAlert } from '../../shared/AlertDialog';
import { FormTextField, applyFieldErrors, formResolver } from '../../shared/form';
import { useMoneyMutation } from '../../shared/useMoneyMutation';
import { accountQueries } from '../account/account.api';
import { isRoboNotOpen, requestInternalTransfer, roboQueries } from './robo.api';

interface TransferValues {
  amount: string;
  password: string;
}

export interface RoboTransferDialogProps {
  product: RoboProduct;
  /** The virtual account's available amount: the most the transfer may move. */
  available: number;
  onClose: () => void;
}

/** The guardrail above the form: how many listed loans the product would buy a part of now. */
function MatchingLoans({ product }: { product: RoboProduct }) {
  const matching = useQuery(roboQueries.matchingLoans(product));
  if (matching.isPending) {
    return (
      <Typography variant="body2" color="text.secondary" role="status">
        {ROBO_PAGE_TEXTS.matchingLoading}
      </Typography>
    );
  }
  if (matching.isError) return isRoboNotOpen(matching.error) ? <Alert severity="warning">{ROBO_API_TEXTS.notOpen}</Alert> : null;
  return (
    <Alert severity={matching.data.count === 0 ? 'warning' : 'info'} role="status">
      {roboMatchingLoansText(matching.data.count)}
    </Alert>
  );
}

/**
 * 轉入智能投資 (spec 002 sections 5 and 8): the amount (1 to the available amount) and the login
 * password, checked in the browser by internalTransferSchema, under the count of loans the product
 * matches now. Success closes the dialog, shows the server's sentence and reads the account and
 * robo figures again; a refusal puts field errors under their fields, anything else shows
 * 出了些問題 with the server's text. Mounted while open, so each opening starts afresh.
 */
export function RoboTransferDialog({ product, available, onClose }: RoboTransferDialogProps) {
  const id = useId();
  const { showAlert } = useAlert();
  const handleErrorRef = useErrorHandlerRef();
  const schema = useMemo(() => internalTransferSchema({ available }), [available]);
  const { control, handleSubmit, setError, getValues } = useForm<TransferValues, unknown, InternalTransfer>({
    defaultValues: { amount: '', password: '' },
    resolver: formResolver(schema),
  });
  const transfer = useMoneyMutation({ mutationFn: requestInternalTransfer, invalidates: [accountQueries.root, roboQueries.root] });
  const sending = transfer.isPending;

  const fail = (error: unknown) => {
    if (isAbortError(error)) return;
    if (ladderStepForError(error) !== null || !(error instanceof ApiError)) {
      handleErrorRef.current(error);
      return;
    }
    const unmatched = Object.keys(error.errors).length > 0 ? applyFieldErrors(setError, error.errors, getValues()) : [error.message];
    if (unmatched.length > 0) void showAlert({ title: ROBO_API_TEXTS.transferError, text: unmatched.join('\n') });
  };

  const submit = async (input: InternalTransfer) => {
    try {
      const outcome = await transfer.mutateAsync({ product, ...input });
      onClose();
      void showAlert({ title: outcome.message });
    } catch (error) {
      fail(error);
    }
  };

  return (
    <Dialog open onClose={sending ? undefined : onClose} aria-labelledby={`${id}-title`} maxWidth="xs" fullWidth>
      <DialogTitle id={`${id}-title`}>{ROBO_API_TEXTS.transferTitle}</DialogTitle>
      <DialogContent>
        <Stack
          component="form"
          id={`${id}-form`}
          spacing={2}
          noValidate
          onSubmit={(event) => void handleSubmit(submit)(event)}
          sx={{ pt: 1 }}
        >
          <Typography variant="subtitle1" sx={{ fontWeight: 700 }}>
            {ROBO_PRODUCT_LABELS[product]}
          </Typography>
          <MatchingLoans product={product} />
          <Typography variant="body2" color="text.secondary">
            {`${ROBO_PAGE_TEXTS.available} ${formatNtd(available)}`}
          </Typography>
          <FormTextField control={control} name="amount" label={ROBO_API_TEXTS.transferAmount} numeric disabled={sending} />
          <FormTextField
            control={control}
            name="password"
            type="password"
            label={ROBO_PAGE_TEXTS.transferPassword}
            autoComplete="current-password"
            disabled={sending}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={sending}>
          {ROBO_PAGE_TEXTS.transferCancel}
        </Button>
        <Button type="submit" form={`${id}-form`} variant="contained" disabled={sending} aria-busy={sending}>
          {ROBO_API_TEXTS.transferSubmit}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
