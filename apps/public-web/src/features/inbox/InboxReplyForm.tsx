import { useState } from 'react';
import type { FormEvent } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { INBOX_REPLY_MAX_LENGTH, INBOX_TEXTS } from '@lendbridge/domain';
import type { InboxMessage } from '@lendbridge/domain';
import { ApiError } from '../../app/api';
import { useErrorHandlerRef } from '../../app/useErrorHandler';
import { FreeTextBox, freeTextWarning } from '../../shared/FreeTextBox';
import { replyToMessage } from './inbox.api';

export interface InboxReplyFormProps {
  messageId: number;
  /** The message as the server answers it once the reply is kept. */
  onReplied: (message: InboxMessage) => void;
}

/**
 * The reply box of a message that asks for a reply: free text without e-mail or phone number,
 * sent once. A refusal of the reply (its text, a deadline passed, a reply already given) shows
 * under the box; other failures go to the page's error handling.
 */
export function InboxReplyForm({ messageId, onReplied }: InboxReplyFormProps) {
  const handleErrorRef = useErrorHandlerRef();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() === '') return;
    const warning = freeTextWarning(text);
    if (warning !== null) {
      setError(warning);
      return;
    }
    setSending(true);
    setError(undefined);
    try {
      onReplied(await replyToMessage(messageId, text));
    } catch (failure) {
      if (failure instanceof ApiError && (failure.status === 400 || failure.status === 409)) {
        setError(failure.errors.reply_value ?? failure.message);
      } else handleErrorRef.current(failure);
    } finally {
      setSending(false);
    }
  };

  return (
    <Stack component="form" spacing={1} onSubmit={(event) => void submit(event)} noValidate sx={{ mt: 2 }}>
      <FreeTextBox
        value={text}
        onChange={(value) => {
          setText(value);
          setError(undefined);
        }}
        label={INBOX_TEXTS.replyLabel}
        name="reply_value"
        maxLength={INBOX_REPLY_MAX_LENGTH}
        rows={3}
        error={error}
        disabled={sending}
      />
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button type="submit" variant="outlined" disabled={sending || text.trim() === ''}>
          {INBOX_TEXTS.reply}
        </Button>
      </Stack>
    </Stack>
  );
}
