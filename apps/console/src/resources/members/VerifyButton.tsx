import CheckIcon from '@mui/icons-material/Check';
import UndoIcon from '@mui/icons-material/Undo';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import { useId, useState } from 'react';
import { HttpError, useDataProvider, useNotify, useRecordContext, useRefresh } from 'react-admin';
import type { ConsoleDataProvider } from '../../dataProvider';
import type { MemberDetail, VerifyDecision } from './types';

export type VerifyTarget = 'identity' | 'bank';

const TEXTS: Record<VerifyTarget, Record<VerifyDecision, { button: string; done: string }>> = {
  identity: {
    verified: { button: '核准身分', done: '已核准身分' },
    rejected: { button: '退回身分', done: '已退回身分' },
  },
  bank: {
    verified: { button: '核准銀行帳戶', done: '已核准銀行帳戶' },
    rejected: { button: '退回銀行帳戶', done: '已退回銀行帳戶' },
  },
};

const fieldErrors = (error: unknown): Record<string, string> => {
  if (!(error instanceof HttpError)) return {};
  const body: unknown = error.body;
  if (typeof body !== 'object' || body === null || !('errors' in body)) return {};
  const { errors } = body;
  return typeof errors === 'object' && errors !== null ? (errors as Record<string, string>) : {};
};

export interface VerifyButtonProps {
  target: VerifyTarget;
  decision: VerifyDecision;
  disabled?: boolean;
}

/** Approves or returns a member's identity or bank account, with an optional review note. */
export const VerifyButton = ({ target, decision, disabled = false }: VerifyButtonProps) => {
  const record = useRecordContext<MemberDetail>();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const noteId = useId();
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const texts = TEXTS[target][decision];
  const approve = decision === 'verified';

  if (!record) return null;

  const close = () => {
    if (saving) return;
    setOpen(false);
    setNote('');
    setNoteError(null);
  };

  const submit = async () => {
    setSaving(true);
    setNoteError(null);
    try {
      const params = { decision, note };
      if (target === 'identity') await dataProvider.verifyIdentity(record.id, params);
      else await dataProvider.verifyBank(record.id, params);
      notify(texts.done, { type: 'success' });
      setOpen(false);
      setNote('');
      refresh();
    } catch (error) {
      const errors = fieldErrors(error);
      if (errors.note) setNoteError(errors.note);
      else notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <Button
        variant={approve ? 'contained' : 'outlined'}
        color={approve ? 'success' : 'error'}
        size="small"
        startIcon={approve ? <CheckIcon /> : <UndoIcon />}
        disabled={disabled}
        onClick={() => setOpen(true)}
      >
        {texts.button}
      </Button>
      <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby={`${noteId}-title`}>
        <DialogTitle id={`${noteId}-title`}>{texts.button}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            會員：{record.member_serial ? `${record.member_serial}（${record.email}）` : record.email}
          </DialogContentText>
          <TextField
            id={noteId}
            label="審核備註（選填）"
            value={note}
            onChange={(event) => setNote(event.target.value)}
            error={noteError !== null}
            helperText={noteError ?? ' '}
            multiline
            minRows={3}
            fullWidth
            autoFocus
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={saving}>
            取消
          </Button>
          <Button
            variant="contained"
            color={approve ? 'success' : 'error'}
            onClick={() => void submit()}
            disabled={saving}
          >
            {approve ? '確認核准' : '確認退回'}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};
