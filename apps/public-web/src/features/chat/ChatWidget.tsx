import { Suspense, lazy, useEffect, useState, useSyncExternalStore } from 'react';
import Box from '@mui/material/Box';
import Fab from '@mui/material/Fab';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ChatIcon from '@mui/icons-material/Chat';
import CloseIcon from '@mui/icons-material/Close';
import { useQuery } from '@tanstack/react-query';
import { CHAT_TEXTS } from '@lendbridge/domain';
import { chatQueries } from './chat.api';
import { chatLaunch, subscribeChatLaunch } from './chatLauncher';
import { useGreetingBubble } from './useGreetingBubble';

const ChatPanel = lazy(() => import('./ChatPanel').then((module) => ({ default: module.ChatPanel })));

const T = CHAT_TEXTS;
const systemClock = (): Date => new Date();

export interface ChatWidgetProps {
  /** The clock the greetings' windows and dismissal read (tests inject theirs). */
  now?: () => Date;
  storage?: Storage;
}

/**
 * The floating chat button on every page, the greeting bubble above it, and the chat panel it
 * opens. The panel (and the socket client) load only when it first opens.
 */
export function ChatWidget({ now = systemClock, storage = window.localStorage }: ChatWidgetProps) {
  const launch = useSyncExternalStore(subscribeChatLaunch, chatLaunch);
  const [open, setOpen] = useState(false);
  const [subject, setSubject] = useState<string | null>(null);
  const greetings = useQuery(chatQueries.greetings());
  const bubble = useGreetingBubble(greetings.data, now, storage);

  useEffect(() => {
    if (launch.serial === 0) return;
    setSubject(launch.subject);
    setOpen(true);
  }, [launch]);

  return (
    <Box sx={{ position: 'fixed', right: 16, bottom: 16, zIndex: (theme) => theme.zIndex.speedDial, display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: 1 }}>
      {open ? (
        <Paper role="dialog" aria-label={T.widgetTitle} elevation={8} sx={{ width: { xs: 'calc(100vw - 32px)', sm: 360 }, p: 2 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', mb: 1 }}>
            <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
              {T.widgetTitle}
            </Typography>
            <IconButton aria-label={T.closePanel} onClick={() => setOpen(false)} size="small">
              <CloseIcon fontSize="small" />
            </IconButton>
          </Box>
          <Suspense fallback={<Typography>{T.connecting}</Typography>}>
            <ChatPanel key={launch.serial} initialSubject={subject} />
          </Suspense>
        </Paper>
      ) : bubble.greeting ? (
        <Paper role="status" elevation={4} sx={{ display: 'flex', alignItems: 'center', gap: 1, pl: 2, pr: 0.5, py: 0.5, maxWidth: 280 }}>
          <Typography variant="body2" sx={{ cursor: 'pointer' }} onClick={() => setOpen(true)}>
            {bubble.greeting.title}
          </Typography>
          <IconButton aria-label={T.dismissGreeting} size="small" onClick={bubble.dismiss}>
            <CloseIcon fontSize="small" />
          </IconButton>
        </Paper>
      ) : null}
      {open ? null : (
        <Fab color="primary" aria-label={T.open} onClick={() => setOpen(true)}>
          <ChatIcon />
        </Fab>
      )}
    </Box>
  );
}
