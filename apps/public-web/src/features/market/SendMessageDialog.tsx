import { useState } from 'react';
import type { FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  CHAT_CONTENT_MAX_LENGTH,
  CHAT_SUBJECT_MAX_LENGTH,
  MARKET_TEXTS,
  MESSAGES,
  marketMessageSchema,
  remainingCharacters,
  zodIssuesToFieldErrors,
} from '@lendbridge/domain';
import { ApiError } from '../../app/api';
import { useErrorHandler } from '../../app/useErrorHandler';
import { useAlert } from '../../shared/AlertDialog';
import { sendLoanMessage } from './market.api';

const T = MARKET_TEXTS;

type Field = 'subject' | 'content';

/** The errors of the typed message, by field (the same rules as the server). */
export const messageErrors = (values: Record<Field, string>): Partial<Record<Field, string>> => {
  const parsed = marketMessageSchema.safeParse(values);
  return parsed.success ? {} : (zodIssuesToFieldErrors(parsed.error) as Partial<Record<Field, string>>);
};

export interface SendMessageDialogProps {
  serial: string;
  open: boolean;
  onClose: () => void;
  onSent: () => void;
}

/**
 * The send-message modal: a subject (請輸入主旨) and up to 1000 characters of content (請輸入內容);
 * an e-mail address or phone number typed anywhere shows its reminder and keeps send disabled.
 * Fields show their message once touched; the message goes to the borrower's inbox.
 */
export function SendMessageDialog({ serial, open, onClose, onSent }: SendMessageDialogProps) {
  const [values, setValues] = useState<Record<Field, string>>({ subject: '', content: '' });
  const [touched, setTouched] = useState<Record<Field, boolean>>({ subject: false, content: false });
  const [sending, setSending] = useState(false);
  const { showAlert } = useAlert();
  const handleError = useErrorHandler();
  const errors = messageErrors(values);
  const shown = (field: Field): string | undefined => (touched[field] ? errors[field] : undefined);
  const contactBlocked = Object.values(errors).some((message) => message === MESSAGES.noEmailInText || message === MESSAGES.noPhoneInText);

  const change = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setTouched((current) => ({ ...current, [field]: true }));
  };

  const send = async (event: FormEvent) => {
    event.preventDefault();
    setTouched({ subject: true, content: true });
    if (Object.keys(errors).length > 0) return;
    setSending(true);
    try {
      await sendLoanMessage(serial, { subject: values.subject.trim(), content: values.content.trim() });
      setValues({ subject: '', content: '' });
      setTouched({ subject: false, content: false });
      onSent();
    } catch (error) {
      if (error instanceof ApiError && error.status !== 401 && error.status !== 403) {
        void showAlert({ title: T.messageSendFailed, text: error.message });
      } else handleError(error);
    } finally {
      setSending(false);
    }
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="send-message-title">
      <form onSubmit={(event) => void send(event)} noValidate>
        <DialogTitle id="send-message-title">{T.sendMessage}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ mt: 1 }}>
            <Alert severity="info">{T.messageNotice}</Alert>
            <TextField
              id="message-subject"
              label={T.messageSubject}
              value={values.subject}
              onChange={(event) => change('subject', event.target.value)}
              error={shown('subject') !== undefined}
              helperText={shown('subject')}
              slotProps={{ htmlInput: { maxLength: CHAT_SUBJECT_MAX_LENGTH } }}
              fullWidth
            />
            <TextField
              id="message-content"
              label={T.messageContent}
              value={values.content}
              onChange={(event) => change('content', event.target.value)}
              error={shown('content') !== undefined}
              helperText={shown('content') ?? `${remainingCharacters(values.content, CHAT_CONTENT_MAX_LENGTH)} / ${CHAT_CONTENT_MAX_LENGTH}`}
              multiline
              minRows={5}
              fullWidth
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{T.close}</Button>
          <Button type="submit" variant="contained" disabled={sending || contactBlocked}>
            {T.messageSend}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
