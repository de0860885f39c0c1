import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { INBOX_TEXTS, canReplyTo, formatDateTime } from '@lendbridge/domain';
import type { InboxMessage } from '@lendbridge/domain';
import { InboxReplyForm } from './InboxReplyForm';

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
  /** The message once the member's reply is kept. */
  onReplied: (message: InboxMessage) => void;
}

/**
 * One message opened from the list: its subject, time, sender, related cases and content; a
 * message that asks for a reply shows its deadline, then the reply box until it is answered or
 * the deadline passes, and the member's reply once given.
 */
export function InboxMessageDialog({ message, onClose, onReplied }: InboxMessageDialogProps) {
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
            {message.inbox_reply_setting !== null && (
              <Stack spacing={0.5} sx={{ mt: 2 }}>
                <Line label={INBOX_TEXTS.replyDeadline} value={formatDateTime(message.inbox_reply_setting.deadline)} />
                {message.inbox_reply !== null ? (
                  <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                    {`${INBOX_TEXTS.yourReply}：${message.inbox_reply.reply_value}`}
                  </Typography>
                ) : canReplyTo(message, new Date()) ? (
                  <InboxReplyForm key={message.id} messageId={message.id} onReplied={onReplied} />
                ) : (
                  <Typography color="text.secondary">{INBOX_TEXTS.replyClosed}</Typography>
                )}
              </Stack>
            )}
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
