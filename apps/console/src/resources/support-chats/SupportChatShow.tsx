import { useCallback, useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { Alert, Box, Button, Stack, TextField as MuiTextField, Typography } from '@mui/material';
import type { Socket } from 'socket.io-client';
import { CHAT_CONTENT_MAX_LENGTH, CHAT_EVENTS, CHAT_SOCKET_PATH, CHAT_TEXTS, DATE_TIME_OPTIONS, MESSAGES, containsEmail, containsPhone, remainingCharacters } from '@lendbridge/domain';
import type { ChatAck, SupportChatAnswer, SupportChatMessageAnswer } from '@lendbridge/domain';
import { DateField, SelectField, Show, SimpleShowLayout, TextField, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { SUPPORT_CHAT_STATUS_CHOICES } from './SupportChatList';
import type { SupportChatRow } from './types';

const T = CHAT_TEXTS;

/** What the answer box warns about, as the public site's free-text box does: no e-mail, no phone number. */
const freeTextWarning = (text: string): string | null =>
  containsEmail(text) ? MESSAGES.noEmailInText : containsPhone(text) ? MESSAGES.noPhoneInText : null;
const ACK_TIMEOUT_MS = 15_000;

interface History {
  conversation: SupportChatAnswer;
  messages: SupportChatMessageAnswer[];
}

const withMessage = (messages: SupportChatMessageAnswer[], message: SupportChatMessageAnswer): SupportChatMessageAnswer[] =>
  messages.some((known) => known.id === message.id) ? messages : [...messages, message];

/** The conversation live: its messages over the chat socket, and the agent's take, answer and close. */
function Conversation() {
  const record = useRecordContext<SupportChatRow>();
  const notify = useNotify();
  const refresh = useRefresh();
  const socketRef = useRef<Socket | null>(null);
  const [connected, setConnected] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [messages, setMessages] = useState<SupportChatMessageAnswer[]>([]);
  const [conversation, setConversation] = useState<SupportChatAnswer | null>(null);
  const [content, setContent] = useState('');
  const [sending, setSending] = useState(false);
  const id = record?.id;

  useEffect(() => {
    if (id === undefined) return undefined;
    let cancelled = false;
    let socket: Socket | null = null;
    void import('socket.io-client').then(({ io }) => {
      if (cancelled) return;
      socket = io({ path: CHAT_SOCKET_PATH, transports: ['websocket'], withCredentials: true });
      socketRef.current = socket;
      socket.on('connect', () => {
        setConnected(true);
        setFailure(null);
        void (socket?.timeout(ACK_TIMEOUT_MS).emitWithAck(CHAT_EVENTS.join, { conversation_id: id }) as Promise<ChatAck<History>>).then((ack) => {
          if (!ack.ok) return setFailure(ack.message);
          setConversation(ack.data.conversation);
          setMessages(ack.data.messages);
        });
      });
      socket.on('connect_error', (error) => setFailure(error.message || T.disconnected));
      socket.on('disconnect', () => setConnected(false));
      socket.on(CHAT_EVENTS.message, (message: SupportChatMessageAnswer) => {
        if (message.conversation_id === id) setMessages((known) => withMessage(known, message));
      });
      socket.on(CHAT_EVENTS.conversation, (changed: SupportChatAnswer) => {
        if (changed.id === id) setConversation(changed);
      });
    });
    return () => {
      cancelled = true;
      socket?.disconnect();
      socketRef.current = null;
    };
  }, [id]);

  const ask = useCallback(async <R,>(event: string, payload: unknown): Promise<ChatAck<R>> => {
    const socket = socketRef.current;
    if (!socket?.connected) return { ok: false, code: 'DISCONNECTED', message: T.disconnected };
    try {
      return (await socket.timeout(ACK_TIMEOUT_MS).emitWithAck(event, payload)) as ChatAck<R>;
    } catch {
      return { ok: false, code: 'TIMEOUT', message: MESSAGES.genericErrorText };
    }
  }, []);

  if (!record) return null;
  const current = conversation ?? record;
  const warning = freeTextWarning(content);

  const changeStatus = async (event: string, done: string) => {
    const ack = await ask<SupportChatAnswer>(event, { conversation_id: record.id });
    if (!ack.ok) return notify(ack.message, { type: 'error' });
    setConversation(ack.data);
    notify(done, { type: 'success' });
    refresh();
  };

  const answer = async (event: FormEvent) => {
    event.preventDefault();
    if (warning) return;
    setSending(true);
    const ack = await ask<{ conversation: SupportChatAnswer; message: SupportChatMessageAnswer }>(CHAT_EVENTS.send, {
      conversation_id: record.id,
      receiver_serial: record.member_serial,
      subject: record.subject,
      content,
    });
    setSending(false);
    if (!ack.ok) return notify(ack.errors ? (Object.values(ack.errors)[0] ?? ack.message) : ack.message, { type: 'error' });
    setMessages((known) => withMessage(known, ack.data.message));
    setConversation(ack.data.conversation);
    setContent('');
  };

  return (
    <Stack spacing={2} sx={{ maxWidth: 720 }}>
      {failure ? <Alert severity="error">{failure}</Alert> : null}
      <Stack component="ol" aria-label={T.widgetTitle} spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {messages.length === 0 ? <Typography color="text.secondary">{T.noMessages}</Typography> : null}
        {messages.map((message) => (
          <Box
            component="li"
            key={message.id}
            sx={{ alignSelf: message.from_staff ? 'flex-end' : 'flex-start', maxWidth: '80%', px: 1.5, py: 1, borderRadius: 2, bgcolor: message.from_staff ? 'primary.main' : 'action.hover', color: message.from_staff ? 'primary.contrastText' : 'text.primary' }}
          >
            <Typography variant="caption" component="p">
              {message.from_staff ? T.staffName : T.member} · {new Date(message.created_at).toLocaleString('zh-TW', DATE_TIME_OPTIONS)}
            </Typography>
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {message.content}
            </Typography>
          </Box>
        ))}
      </Stack>
      {current.status === 'closed' ? (
        <Alert severity="info">{T.conversationClosed}</Alert>
      ) : (
        <Box component="form" onSubmit={(event) => void answer(event)} noValidate>
          <Stack spacing={1}>
            <MuiTextField
              label={T.content}
              value={content}
              onChange={(event) => setContent(event.target.value)}
              multiline
              minRows={3}
              error={warning !== null}
              helperText={warning ?? T.remaining(remainingCharacters(content, CHAT_CONTENT_MAX_LENGTH))}
              slotProps={{ htmlInput: { maxLength: CHAT_CONTENT_MAX_LENGTH } }}
            />
            <Stack direction="row" spacing={1}>
              <Button type="submit" variant="contained" disabled={!connected || sending || content.trim() === '' || warning !== null}>
                {T.answer}
              </Button>
              {current.status === 'open' ? (
                <Button disabled={!connected} onClick={() => void changeStatus(CHAT_EVENTS.take, T.takenDone)}>
                  {T.take}
                </Button>
              ) : null}
              <Button color="warning" disabled={!connected} onClick={() => void changeStatus(CHAT_EVENTS.close, T.closedDone)}>
                {T.closeConversation}
              </Button>
            </Stack>
          </Stack>
        </Box>
      )}
    </Stack>
  );
}

export const SupportChatShow = () => (
  <Show>
    <SimpleShowLayout>
      <TextField source="subject" />
      <SelectField source="status" choices={SUPPORT_CHAT_STATUS_CHOICES} />
      <TextField source="member_serial" />
      <TextField source="member_email" />
      <DateField source="created_at" locales="zh-TW" options={DATE_TIME_OPTIONS} />
      <Conversation />
    </SimpleShowLayout>
  </Show>
);
