import { FIELD_LABELS, optionLabel, type MemberReviewInput } from '@lendbridge/domain';
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
import { useRecordContext, useTranslate } from 'react-admin';
import type { ReviewTarget } from '../../dataProvider';
import { useConsoleAction } from '../../shared/useConsoleAction';
import type { MemberDetail } from './types';

type Decision = MemberReviewInput['decision'];

const TARGET_NAMES: Record<ReviewTarget, string> = {
  identity: '身分',
  bank: '銀行帳戶',
};

/** 核准身分, 退回銀行帳戶, …: the decision's label from the shared options and what it applies to. */
export const reviewLabel = (target: ReviewTarget, decision: Decision): string =>
  `${optionLabel('review_decision', decision) ?? decision}${TARGET_NAMES[target]}`;

export interface VerifyButtonProps {
  target: ReviewTarget;
  decision: Decision;
  disabled?: boolean;
}

/** Approves or returns a member's identity or bank account, with an optional review note. */
export const VerifyButton = ({ target, decision, disabled = false }: VerifyButtonProps) => {
  const record = useRecordContext<MemberDetail>();
  const translate = useTranslate();
  const noteId = useId();
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const label = reviewLabel(target, decision);
  const verify = useConsoleAction<{ id: MemberDetail['id']; params: MemberReviewInput }, unknown>({
    send: (dataProvider, { id, params }) =>
      target === 'identity' ? dataProvider.verifyIdentity(id, params) : dataProvider.verifyBank(id, params),
    done: `已${label}`,
    onDone: () => {
      setOpen(false);
      setNote('');
    },
    fields: ['note'],
  });
  const saving = verify.isPending;
  const noteError = verify.errors.note ?? null;

  if (!record) return null;

  const approve = decision === 'verified';

  const close = () => {
    if (saving) return;
    setOpen(false);
    setNote('');
  };

  const submit = () => verify.run({ id: record.id, params: { decision, note } });

  return (
    <>
      <Button
        variant={approve ? 'contained' : 'outlined'}
        color={approve ? 'success' : 'error'}
        size="small"
        startIcon={approve ? <CheckIcon /> : <UndoIcon />}
        disabled={disabled}
        onClick={() => {
          verify.reset();
          setOpen(true);
        }}
      >
        {label}
      </Button>
      <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby={`${noteId}-title`}>
        <DialogTitle id={`${noteId}-title`}>{label}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            會員：{record.member_serial ? `${record.member_serial}（${record.email}）` : record.email}
          </DialogContentText>
          <TextField
            id={noteId}
            label={`${FIELD_LABELS.review_note}（選填）`}
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
            {translate('ra.action.cancel')}
          </Button>
          <Button
            variant="contained"
            color={approve ? 'success' : 'error'}
            onClick={() => void submit()}
            disabled={saving}
          >
            {`確認${optionLabel('review_decision', decision) ?? decision}`}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};
