import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useController, useForm } from 'react-hook-form';
import type { Control } from 'react-hook-form';
import { z } from 'zod';
import {
  CREDIT_CARD_BILL_IMAGE_FIELD,
  CREDIT_CARD_BILL_IMAGE_REQUIRED,
  FIELD_LABELS,
  MESSAGES,
  TOAST_MS,
  UPLOAD_IMAGE_EXTENSIONS,
  UPLOAD_IMAGE_MIME_TYPES,
  checkUploadFile,
  creditCardRecordFieldsSchema,
  ntdText,
} from '@lendbridge/domain';
import type { CreditCardRecordFieldsInput } from '@lendbridge/domain';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError, isAbortError } from '../../app/api';
import { ladderStepForError } from '../../app/ladder';
import { useErrorHandler } from '../../app/useErrorHandler';
import { useAlert } from '../../shared/AlertDialog';
import { PageLoading } from '../../shared/PageLoading';
import { FormSectionTitle } from '../../shared/layout/FormCard';
import { FormSelect, FormTextField, applyFieldErrors, formResolver } from '../../shared/form';
import { useReportedQuery } from '../../shared/useReportedQuery';
import type { ChoiceOption } from '../../shared/form';
import { useAttributeOptions } from '../member/useAttributeOptions';
import { createCreditCardRecord, creditCardRecordQueries, deleteCreditCardRecord } from './creditCardRecords.api';
import type { CreatedCreditCardRecord, CreditCardRecord } from './creditCardRecords.api';

const L = FIELD_LABELS;

/** The add form as its inputs hold it; the bill image is the picked file. */
export interface CreditCardFormValues {
  bank: string;
  account: string;
  card_number: string;
  amount: string;
  [CREDIT_CARD_BILL_IMAGE_FIELD]: File | null;
}

const EMPTY_CARD: CreditCardFormValues = {
  bank: '',
  account: '',
  card_number: '',
  amount: '',
  [CREDIT_CARD_BILL_IMAGE_FIELD]: null,
};

/** The bill image: required, and a JPG/PNG within the image size limit. */
const billImageField = z.custom<File | null>().transform((file, ctx): File => {
  if (!(file instanceof File)) {
    ctx.addIssue({ code: 'custom', message: CREDIT_CARD_BILL_IMAGE_REQUIRED });
    return z.NEVER;
  }
  const refusal = checkUploadFile('image', { mimeType: file.type, size: file.size });
  if (refusal !== null) {
    ctx.addIssue({ code: 'custom', message: refusal });
    return z.NEVER;
  }
  return file;
});

/** The text fields by the domain rules, plus the bill image. */
export const creditCardFormSchema = creditCardRecordFieldsSchema.extend({ [CREDIT_CARD_BILL_IMAGE_FIELD]: billImageField });
type CreditCardFormOutput = z.output<typeof creditCardFormSchema>;

/** The records shown when they cannot be read. */
const NO_RECORDS: CreditCardRecord[] = [];

const BILL_IMAGE_ACCEPT = [...UPLOAD_IMAGE_EXTENSIONS.map((extension) => `.${extension}`), ...UPLOAD_IMAGE_MIME_TYPES].join(',');

/** The issuing bank as the list shows it: the option label ("004 臺灣銀行"), else code and name. */
const bankText = (record: Pick<CreditCardRecord, 'bank' | 'bank_name'>, banks: readonly ChoiceOption[]): string =>
  banks.find((option) => option.value === record.bank)?.label ?? [record.bank, record.bank_name].filter(Boolean).join(' ');

/** The listed form of a record the create call answered. */
const listedRecord = (created: CreatedCreditCardRecord, input: CreditCardRecordFieldsInput): CreditCardRecord => ({
  ...created.record,
  bank_name: null,
  account: input.account ?? null,
  bill_image: { id: created.url.split('/').pop() ?? '', url: created.url },
});

function BillImagePicker({
  control,
  disabled,
}: {
  control: Control<CreditCardFormValues, unknown, CreditCardFormOutput>;
  disabled: boolean;
}) {
  const inputId = useId();
  const { field, fieldState } = useController({ control, name: CREDIT_CARD_BILL_IMAGE_FIELD });
  const file = field.value;
  return (
    <FormControl component="fieldset" error={fieldState.error !== undefined} disabled={disabled} fullWidth>
      <FormLabel component="legend" sx={{ mb: 1 }}>
        {L.bill_image}
      </FormLabel>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
        <Button component="label" htmlFor={inputId} variant="outlined" startIcon={<UploadFileIcon />} disabled={disabled}>
          {MESSAGES.creditCardBillPick}
          <input
            id={inputId}
            ref={field.ref}
            name={field.name}
            type="file"
            hidden
            accept={BILL_IMAGE_ACCEPT}
            disabled={disabled}
            aria-label={L.bill_image}
            onChange={(event) => {
              const picked = event.target.files?.[0] ?? null;
              event.target.value = '';
              field.onChange(picked);
              field.onBlur();
            }}
          />
        </Button>
        {file !== null && (
          <Typography variant="body2" noWrap title={file.name}>
            {file.name}
          </Typography>
        )}
      </Stack>
      <FormHelperText>{fieldState.error?.message ?? MESSAGES.uploadImageRule}</FormHelperText>
    </FormControl>
  );
}

export interface CreditCardRecordsProps {
  /** The draft's serial. */
  serial: string;
}

/**
 * The credit-card record sub-form of a draft: the records already added (card numbers masked,
 * each removable after 確定要刪除嗎？) and a form adding one with its bill image, sent as
 * multipart. The add button stays blocked while a field shows an error or the upload runs.
 * It renders no form element of its own, so it can sit inside the wizard's form.
 */
export function CreditCardRecords({ serial }: CreditCardRecordsProps) {
  const handleError = useErrorHandler();
  const { showAlert } = useAlert();
  const { options: banks } = useAttributeOptions('bank.code');
  const queryClient = useQueryClient();
  const read = useReportedQuery(creditCardRecordQueries.list(serial));
  const records = read.isError ? NO_RECORDS : (read.data ?? null);
  /** The list after a change made here, without reading it again. */
  const setRecords = (change: (current: CreditCardRecord[]) => CreditCardRecord[]) =>
    queryClient.setQueryData(creditCardRecordQueries.list(serial).queryKey, (current) => change(current ?? []));
  const [pendingDelete, setPendingDelete] = useState<CreditCardRecord | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [toast, setToast] = useState<string | null>(null);
  const { control, formState, handleSubmit, reset, setError } = useForm<CreditCardFormValues, unknown, CreditCardFormOutput>({
    resolver: formResolver(creditCardFormSchema),
    defaultValues: EMPTY_CARD,
    mode: 'onTouched',
    reValidateMode: 'onChange',
  });
  const uploading = formState.isSubmitting;
  const hasErrors = Object.keys(formState.errors).length > 0;

  const onAddFailed = (error: unknown) => {
    if (isAbortError(error)) return;
    if (ladderStepForError(error) !== null) {
      handleError(error);
      return;
    }
    let text: string | undefined;
    if (error instanceof ApiError) {
      const unmatched = applyFieldErrors(setError, error.errors, EMPTY_CARD);
      const placedAny = Object.keys(error.errors).length > unmatched.length;
      if (unmatched.length > 0) text = unmatched.join('\n');
      else if (!placedAny && error.message !== MESSAGES.creditCardCreateFailed) text = error.message;
    }
    void showAlert({ title: MESSAGES.creditCardCreateFailed, text });
  };

  const onAdd = async ({ [CREDIT_CARD_BILL_IMAGE_FIELD]: billImage, ...input }: CreditCardFormOutput) => {
    try {
      const created = await createCreditCardRecord(serial, input, billImage);
      setRecords((current) => [...current, listedRecord(created, input)]);
      reset(EMPTY_CARD);
    } catch (error) {
      onAddFailed(error);
    }
  };

  const onConfirmDelete = async () => {
    if (pendingDelete === null) return;
    const { id } = pendingDelete;
    setDeleting(true);
    try {
      await deleteCreditCardRecord(id);
      setRecords((current) => current.filter((record) => record.id !== id));
      setToast(MESSAGES.deleted);
    } catch (error) {
      if (ladderStepForError(error) !== null) handleError(error);
      else if (!isAbortError(error)) void showAlert({ title: MESSAGES.creditCardDeleteFailed });
    } finally {
      setDeleting(false);
      setPendingDelete(null);
    }
  };

  return (
    <Stack spacing={2.5} role="group" aria-label={MESSAGES.creditCardRecordsTitle}>
      <FormSectionTitle component="h3">{MESSAGES.creditCardRecordsTitle}</FormSectionTitle>
      {records === null ? (
        <PageLoading />
      ) : records.length === 0 ? (
        <Typography color="text.secondary">{MESSAGES.creditCardRecordsEmpty}</Typography>
      ) : (
        <List aria-label={MESSAGES.creditCardRecordsTitle}>
          {records.map((record) => (
            <ListItem
              key={record.id}
              divider
              secondaryAction={
                <Button color="error" onClick={() => setPendingDelete(record)}>
                  {MESSAGES.creditCardDelete}
                </Button>
              }
            >
              <ListItemText
                primary={`${bankText(record, banks)} ${record.card_number}`}
                secondary={
                  <>
                    {`${L.bill_amount}：${ntdText(record.amount)}`}
                    {record.account !== null && `；${L.credit_card_account}：${record.account}`}
                    {'；'}
                    <Link href={record.bill_image.url} target="_blank" rel="noopener">
                      {MESSAGES.creditCardBillView}
                    </Link>
                  </>
                }
              />
            </ListItem>
          ))}
        </List>
      )}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormSelect control={control} name="bank" label={L.credit_card_bank} options={banks} disabled={uploading} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={control}
            name="account"
            label={`${L.credit_card_account}${MESSAGES.optionalFieldSuffix}`}
            autoComplete="off"
            numeric
            disabled={uploading}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField control={control} name="card_number" label={L.card_number} autoComplete="off" numeric disabled={uploading} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField control={control} name="amount" label={L.bill_amount} numeric disabled={uploading} />
        </Grid>
      </Grid>
      <BillImagePicker control={control} disabled={uploading} />
      {uploading && <LinearProgress aria-label={MESSAGES.uploadBusy} />}
      <Box>
        <Button
          variant="outlined"
          onClick={() => void handleSubmit(onAdd)()}
          disabled={uploading || hasErrors}
          aria-busy={uploading}
        >
          {MESSAGES.creditCardAdd}
        </Button>
      </Box>
      <Dialog open={pendingDelete !== null} onClose={() => setPendingDelete(null)} aria-labelledby="credit-card-delete-title">
        <DialogTitle id="credit-card-delete-title">{MESSAGES.deleteConfirm}</DialogTitle>
        <DialogActions>
          <Button onClick={() => setPendingDelete(null)} disabled={deleting}>
            {MESSAGES.dialogCancel}
          </Button>
          <Button variant="contained" onClick={() => void onConfirmDelete()} disabled={deleting} autoFocus>
            {MESSAGES.dialogConfirm}
          </Button>
        </DialogActions>
      </Dialog>
      <Snackbar open={toast !== null} autoHideDuration={TOAST_MS} onClose={() => setToast(null)}>
        <Alert severity="success" variant="filled" onClose={() => setToast(null)}>
          {toast}
        </Alert>
      </Snackbar>
    </Stack>
  );
}
