import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { INBOX_TEXTS, formatDateTime } from '@lendbridge/domain';
import type { InboxMessage } from '@lendbridge/domain';

function Line({ label, value }: { label: string; value: string }) {
  return (
    <Typography variant="body2" color="text.secondary">
      {`${label}：${value}`}
    </Typography>
  );
}

export interface InboxMessageDialogProps {
  message: InboxMessage | null;
  onClose: () => void;
}

/** One message opened from the list: its subject, time, sender, related cases and content. */
export function InboxMessageDialog({ message, onClose }: InboxMessageDialogProps) {
  return (
    <Dialog open={message !== null} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="inbox-message-title">
      {message !== null && (
        <>
          <DialogTitle id="inbox-message-title">{message.subject}</DialogTitle>
          <DialogContent dividers>
            <Stack spacing={0.5} sx={{ mb: 2 }}>
              <Line label={INBOX_TEXTS.date} value={formatDateTime(message.created_at)} />
              <Line label={INBOX_TEXTS.sender} value={message.sender_serial ?? INBOX_TEXTS.systemSender} />
              {message.loan_serials.length > 0 && (
                <Line label={INBOX_TEXTS.relatedLoans} value={message.loan_serials.join('、')} />
              )}
              {message.investment_serials.length > 0 && (
                <Line label={INBOX_TEXTS.relatedInvestments} value={message.investment_serials.join('、')} />
              )}
            </Stack>
            <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{message.content}</Typography>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose} variant="contained" autoFocus>
              {INBOX_TEXTS.close}
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
