import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { CHAT_EVENTS, CHAT_SUBJECT_MAX_LENGTH, CHAT_CONTENT_MAX_LENGTH, CHAT_SUPPORT_SERIAL, CHAT_TEXTS, SUPPORT_CHAT_STAFF_ROLES } from '@lendbridge/domain';
import type { SupportChatAnswer, SupportChatMessageAnswer } from '@lendbridge/domain';
import { withNext } from '../../app/ladder';
import { useUserStatus } from '../../app/session';
import { FreeTextBox } from '../../shared/FreeTextBox';
import { chatQueries } from './chat.api';
import { useChatSocket } from './useChatSocket';

const T = CHAT_TEXTS;

interface Posted {
  conversation: SupportChatAnswer;
  message: SupportChatMessageAnswer;
}

interface History {
  conversation: SupportChatAnswer;
  messages: SupportChatMessageAnswer[];
}

const withMessage = (messages: SupportChatMessageAnswer[], message: SupportChatMessageAnswer): SupportChatMessageAnswer[] =>
  messages.some((known) => known.id === message.id) ? messages : [...messages, message];

function MessageList({ messages }: { messages: readonly SupportChatMessageAnswer[] }) {
  if (messages.length === 0) return <Typography color="text.secondary">{T.noMessages}</Typography>;
  return (
    <Stack component="ol" aria-label={T.widgetTitle} spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {messages.map((message) => (
        <Box
          component="li"
          key={message.id}
          sx={{ alignSelf: message.from_staff ? 'flex-start' : 'flex-end', maxWidth: '85%', px: 1.5, py: 1, borderRadius: 2, bgcolor: message.from_staff ? 'grey.100' : 'primary.light', color: message.from_staff ? 'text.primary' : 'primary.contrastText' }}
        >
          <Typography variant="caption" component="p">
            {message.from_staff ? T.staffName : T.you}
          </Typography>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {message.content}
          </Typography>
        </Box>
      ))}
    </Stack>
  );
}

/** A member's chat: the latest conversation still going on, or a new one (with the subject asked for). */
function MemberChat({ initialSubject }: { initialSubject: string | null }) {
  const mine = useQuery(chatQueries.mine());
  const agents = useQuery(chatQueries.status());
  const [conversation, setConversation] = useState<SupportChatAnswer | null>(null);
  const [messages, setMessages] = useState<SupportChatMessageAnswer[]>([]);
  const [subject, setSubject] = useState(initialSubject ?? '');
  const [content, setContent] = useState('');
  const [warning, setWarning] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [startNew, setStartNew] = useState(initialSubject !== null);

  const socket = useChatSocket({
    onMessage: (message) => {
      if (message.conversation_id === conversation?.id) setMessages((known) => withMessage(known, message));
    },
    onConversation: (changed) => {
      if (changed.id === conversation?.id) setConversation(changed);
    },
  });

  const going = startNew ? undefined : mine.data?.find((candidate) => candidate.status !== 'closed');
  const goingId = going?.id;
  const { ask, connection } = socket;
  useEffect(() => {
    if (goingId === undefined || connection !== 'connected') return;
    void ask<History>(CHAT_EVENTS.join, { conversation_id: goingId }).then((ack) => {
      if (!ack.ok) return setRefusal(ack.message);
      setConversation(ack.data.conversation);
      setMessages(ack.data.messages);
    });
  }, [goingId, connection, ask]);

  const active = conversation !== null && conversation.status !== 'closed';
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (warning) return;
    setSending(true);
    setRefusal(null);
    const ack = active
      ? await ask<Posted>(CHAT_EVENTS.send, { conversation_id: conversation.id, receiver_serial: CHAT_SUPPORT_SERIAL, subject: conversation.subject, content })
      : await ask<Posted>(CHAT_EVENTS.start, { receiver_serial: CHAT_SUPPORT_SERIAL, subject, content });
    setSending(false);
    if (!ack.ok) return setRefusal(ack.errors ? Object.values(ack.errors)[0] ?? ack.message : ack.message);
    if (!active) setMessages([ack.data.message]);
    else setMessages((known) => withMessage(known, ack.data.message));
    setConversation(ack.data.conversation);
    setStartNew(false);
    setContent('');
  };

  return (
    <Stack spacing={1.5} component="form" onSubmit={(event) => void submit(event)} noValidate>
      {agents.data ? <Typography variant="body2" color="text.secondary">{T.agentsOnline(agents.data.agents_online)}</Typography> : null}
      {connection === 'connecting' ? <Typography variant="body2">{T.connecting}</Typography> : null}
      {connection === 'failed' ? <Alert severity="error">{socket.failure ?? T.disconnected}</Alert> : null}
      {conversation ? (
        <>
          <Typography variant="subtitle2">{conversation.subject}</Typography>
          <Box sx={{ maxHeight: 280, overflowY: 'auto' }}>
            <MessageList messages={messages} />
          </Box>
          {conversation.status === 'closed' ? <Alert severity="info">{T.conversationClosed}</Alert> : null}
        </>
      ) : (
        <TextField
          label={T.subject}
          value={subject}
          onChange={(event) => setSubject(event.target.value)}
          size="small"
          required
          slotProps={{ htmlInput: { maxLength: CHAT_SUBJECT_MAX_LENGTH } }}
        />
      )}
      {refusal ? <Alert severity="error">{refusal}</Alert> : null}
      {conversation?.status === 'closed' ? (
        <Button
          onClick={() => {
            setConversation(null);
            setMessages([]);
            setSubject('');
            setStartNew(true);
          }}
        >
          {T.newConversation}
        </Button>
      ) : (
        <>
          <FreeTextBox label={T.content} value={content} onChange={setContent} maxLength={CHAT_CONTENT_MAX_LENGTH} rows={3} onValidate={setWarning} />
          <Button type="submit" variant="contained" disabled={sending || connection !== 'connected' || content.trim() === ''}>
            {sending ? T.sending : T.send}
          </Button>
        </>
      )}
    </Stack>
  );
}

/** The chat panel's body: the sign-in prompt for visitors, a note for staff, the chat for members. */
export function ChatPanel({ initialSubject }: { initialSubject: string | null }) {
  const { status } = useUserStatus();
  const location = useLocation();
  if (!status.loggedIn) {
    return (
      <Stack spacing={1.5}>
        <Typography>{T.signInFirst}</Typography>
        <Button variant="contained" component={RouterLink} to={withNext('/auth/login', `${location.pathname}${location.search}`)}>
          {T.signIn}
        </Button>
      </Stack>
    );
  }
  if (SUPPORT_CHAT_STAFF_ROLES.some((role) => status.roles.includes(role))) return <Typography>{T.membersOnly}</Typography>;
  return <MemberChat initialSubject={initialSubject} />;
}
