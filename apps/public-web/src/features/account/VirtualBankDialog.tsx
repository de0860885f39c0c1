import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { ACCOUNT_TEXTS, MESSAGES } from '@lendbridge/domain';
import { ApiError, isAbortError } from '../../app/api';
import { ladderStepForError } from '../../app/ladder';
import { useErrorHandlerRef } from '../../app/useErrorHandler';
import { NATIVE_SELECT_SLOTS, SelectOptions } from '../../shared/form';
import type { ChoiceOption } from '../../shared/form';
import { pageReload } from '../student/reloadPage';
import { changeVirtualBank } from './account.api';
import { PromptDialog } from './PromptDialog';

export interface VirtualBankDialogProps {
  /** The virtual account's bank now. */
  currentCode: string;
  options: readonly ChoiceOption[];
  onClose: () => void;
  /** The change went through; title is the server's answer. */
  onChanged: (title: string) => void;
}

/**
 * 變更虛擬帳號銀行: a bank from the bank code list. A refusal shows 哎呀！發生了一些錯誤 with the
 * server's text and a button that reloads the page. Mounted while open.
 */
export function VirtualBankDialog({ currentCode, options, onClose, onChanged }: VirtualBankDialogProps) {
  const id = useId();
  const handleErrorRef = useErrorHandlerRef();
  const [bankCode, setBankCode] = useState(currentCode);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (bankCode === '') return;
    setSending(true);
    try {
      const { title } = await changeVirtualBank(bankCode);
      onChanged(title);
    } catch (error) {
      if (isAbortError(error)) return;
      if (ladderStepForError(error) !== null) handleErrorRef.current(error);
      else setFailure(error instanceof ApiError ? error.message : MESSAGES.genericErrorText);
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <Dialog open={failure === null} onClose={sending ? undefined : onClose} aria-labelledby={`${id}-title`} maxWidth="xs" fullWidth>
        <DialogTitle id={`${id}-title`}>{ACCOUNT_TEXTS.changeVirtualBank}</DialogTitle>
        <DialogContent>
          <form id={`${id}-form`} onSubmit={(event) => void submit(event)} noValidate>
            <TextField
              select
              fullWidth
              label={ACCOUNT_TEXTS.virtualBankSelect}
              value={bankCode}
              onChange={(event) => setBankCode(event.target.value)}
              disabled={sending}
              slotProps={NATIVE_SELECT_SLOTS}
              sx={{ mt: 1 }}
            >
              <SelectOptions options={options} />
            </TextField>
          </form>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={sending}>
            {ACCOUNT_TEXTS.cancel}
          </Button>
          <Button
            type="submit"
            form={`${id}-form`}
            variant="contained"
            disabled={sending || bankCode === '' || bankCode === currentCode}
            aria-busy={sending}
          >
            {ACCOUNT_TEXTS.changeVirtualBankSubmit}
          </Button>
        </DialogActions>
      </Dialog>
      <PromptDialog
        open={failure !== null}
        title={MESSAGES.somethingWentWrong}
        text={failure ?? undefined}
        actionLabel={ACCOUNT_TEXTS.reload}
        onAction={() => pageReload.reload()}
        onClose={onClose}
      />
    </>
  );
}
