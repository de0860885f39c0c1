import { useEffect, useRef } from 'react';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { CHAT_TEXTS, chatToBuySubject } from '@lendbridge/domain';
import { openChat } from './chatLauncher';

/**
 * /chat-to-buy?product=<id or name>: opens the chat widget with a subject about that product and
 * returns at once to the page the visitor came from (the home page when they arrived from outside).
 */
export function ChatToBuyPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const done = useRef(false);

  useEffect(() => {
    if (done.current) return;
    done.current = true;
    openChat(chatToBuySubject(params.get('product')));
    if (location.key !== 'default') void navigate(-1);
    else void navigate('/', { replace: true });
  }, [params, navigate, location.key]);

  return (
    <Container maxWidth="sm">
      <Typography>{CHAT_TEXTS.chatToBuyLead}</Typography>
    </Container>
  );
}
