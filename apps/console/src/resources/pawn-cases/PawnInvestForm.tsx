import {
  CONSOLE_PAWN_CASE_TEXTS,
  MESSAGES,
  PAWNSHOP_TEXTS,
  PAWN_TICKET_MAX_FILES,
  UPLOAD_TYPES,
  checkUploadFile,
  type PawnCaseActionAnswer,
  type PawnInvestInput,
} from '@lendbridge/domain';
import DeleteIcon from '@mui/icons-material/Delete';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Button, FormControl, FormHelperText, FormLabel, IconButton, LinearProgress, List, ListItem, ListItemText, Stack } from '@mui/material';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useNotify } from 'react-admin';
import type { UploadedFile } from '../../dataProvider';
import { useConsoleAction } from '../../shared/useConsoleAction';
import { useFieldLabel } from '../../shared/useFieldLabel';
import { TermsInputs, useTermsValues, type TermsField } from './PawnTermsInputs';
import type { PawnCaseDetailRecord } from './types';

const C = CONSOLE_PAWN_CASE_TEXTS;
const TICKET_TYPE = 'document';
const TERMS = ['amount', 'period', 'principal_repayment_type'] as const satisfies readonly TermsField[];
const FIELDS = [...TERMS, 'pawn_ticket'];
const ACCEPT = UPLOAD_TYPES[TICKET_TYPE].mimeTypes.join(',');

/** The pawn ticket (當票): the uploaded files, each removable, and the button choosing more. */
const PawnTicketInput = ({
  files,
  uploading,
  error,
  disabled,
  onChoose,
  onRemove,
}: {
  files: UploadedFile[];
  uploading: boolean;
  error: string | undefined;
  disabled: boolean;
  onChoose: (chosen: File[]) => void;
  onRemove: (id: string) => void;
}) => {
  const label = useFieldLabel('pawn-cases');
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(event.target.files ?? []);
    event.target.value = '';
    onChoose(chosen);
  };
  return (
    <FormControl error={error !== undefined} disabled={disabled} required>
      <FormLabel>{label('pawn_ticket')}</FormLabel>
      <List dense aria-label={label('pawn_ticket')}>
        {files.map((file) => (
          <ListItem
            key={file.id}
            disableGutters
            secondaryAction={
              <IconButton edge="end" aria-label={`${C.removeFile} ${file.filename}`} disabled={disabled} onClick={() => onRemove(file.id)}>
                <DeleteIcon fontSize="small" />
              </IconButton>
            }
          >
            <ListItemText primary={file.filename} />
          </ListItem>
        ))}
      </List>
      {uploading && <LinearProgress aria-label={C.pawnTicketUploading} sx={{ mb: 1 }} />}
      <div>
        <Button component="label" variant="outlined" startIcon={<UploadFileIcon />} disabled={disabled || uploading}>
          {C.pawnTicketChoose}
          <input hidden type="file" multiple accept={ACCEPT} aria-label={C.pawnTicketChoose} onChange={choose} />
        </Button>
      </div>
      <FormHelperText>{error ?? ' '}</FormHelperText>
    </FormControl>
  );
};

/**
 * 投資: the terms the borrower agreed (prefilled from the setting) and the pawn ticket, checked by
 * pawnInvestSchema before anything is sent. Each chosen ticket file is checked (format and size) and
 * uploaded at once, up to PAWN_TICKET_MAX_FILES, so the investment sends upload ids only. The
 * investment carries an Idempotency-Key: sending the same investment again after no answer reuses it,
 * so the money is disbursed at most once.
 */
export const PawnInvestForm = ({ record }: { record: PawnCaseDetailRecord }) => {
  const [files, setFiles] = useState<UploadedFile[]>([]);
  const action = useConsoleAction<PawnInvestInput, PawnCaseActionAnswer>({
    send: (dataProvider, params, meta) => dataProvider.investPawnCase(record.id, params, meta),
    done: (answer) => answer.message,
    keyed: true,
    fields: FIELDS,
  });
  const upload = useConsoleAction<File, { data: UploadedFile }>({
    send: (dataProvider, file) => dataProvider.uploadFile(file, TICKET_TYPE),
    done: MESSAGES.uploadSuccessLabel,
    refresh: false,
  });
  const notify = useNotify();
  const { values, change } = useTermsValues(record, action.clearError);
  const { clearError } = action;

  const uploadEach = async (chosen: File[]) => {
    clearError('pawn_ticket');
    let count = files.length;
    for (const file of chosen) {
      if (count >= PAWN_TICKET_MAX_FILES) {
        notify(MESSAGES.uploadLimit, { type: 'error' });
        return;
      }
      const refusal = checkUploadFile(TICKET_TYPE, { mimeType: file.type, size: file.size });
      if (refusal !== null) {
        notify(refusal, { type: 'error' });
        continue;
      }
      const outcome = await upload.run(file);
      if (outcome.ok) {
        count += 1;
        setFiles((current) => [...current, outcome.result.data]);
      }
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { amount, period, principal_repayment_type } = values;
    void action.run({ amount, period, principal_repayment_type, pawn_ticket: files.map((file) => file.id) });
  };

  return (
    <Stack component="form" spacing={2} noValidate onSubmit={submit} aria-label={PAWNSHOP_TEXTS.invest}>
      <TermsInputs fields={TERMS} values={values} errors={action.errors} onChange={change} disabled={action.isPending} />
      <PawnTicketInput
        files={files}
        uploading={upload.isPending}
        error={action.errors.pawn_ticket}
        disabled={action.isPending}
        onChoose={(chosen) => void uploadEach(chosen)}
        onRemove={(id) => setFiles((current) => current.filter((file) => file.id !== id))}
      />
      <div>
        <Button type="submit" variant="contained" disabled={action.isPending || upload.isPending}>
          {PAWNSHOP_TEXTS.invest}
        </Button>
      </div>
    </Stack>
  );
};
