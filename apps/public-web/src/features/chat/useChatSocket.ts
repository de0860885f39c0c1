import { useCallback, useEffect, useRef, useState } from 'react';
import type { Socket } from 'socket.io-client';
import { CHAT_EVENTS, CHAT_SOCKET_PATH, CHAT_TEXTS, MESSAGES } from '@lendbridge/domain';
import type { ChatAck, SupportChatAnswer, SupportChatMessageAnswer } from '@lendbridge/domain';

export type ChatConnection = 'connecting' | 'connected' | 'failed';

const ACK_TIMEOUT_MS = 15_000;

export interface ChatSocket {
  connection: ChatConnection;
  /** Why the connection failed, in the server's words. */
  failure: string | null;
  /** Sends a request and resolves with its acknowledgement (a refusal when the answer does not come). */
  ask: <T>(event: string, payload: unknown) => Promise<ChatAck<T>>;
}

export interface ChatSocketListeners {
  onMessage: (message: SupportChatMessageAnswer) => void;
  onConversation: (conversation: SupportChatAnswer) => void;
}

/**
 * The chat socket, signed in by the session cookie. socket.io-client loads only here, when a chat
 * panel opens, so the first page of the site never carries it.
 */
export function useChatSocket(listeners: ChatSocketListeners): ChatSocket {
  const [connection, setConnection] = useState<ChatConnection>('connecting');
  const [failure, setFailure] = useState<string | null>(null);
  const socketRef = useRef<Socket | null>(null);
  const listenersRef = useRef(listeners);

  useEffect(() => {
    listenersRef.current = listeners;
  }, [listeners]);

  useEffect(() => {
    let cancelled = false;
    let socket: Socket | null = null;
    void import('socket.io-client').then(({ io }) => {
      if (cancelled) return;
      socket = io({ path: CHAT_SOCKET_PATH, transports: ['websocket'], withCredentials: true });
      socketRef.current = socket;
      socket.on('connect', () => {
        setConnection('connected');
        setFailure(null);
      });
      socket.on('connect_error', (error) => {
        setConnection('failed');
        setFailure(error.message || CHAT_TEXTS.disconnected);
      });
      socket.on('disconnect', () => setConnection('connecting'));
      socket.on(CHAT_EVENTS.message, (message: SupportChatMessageAnswer) => listenersRef.current.onMessage(message));
      socket.on(CHAT_EVENTS.conversation, (conversation: SupportChatAnswer) => listenersRef.current.onConversation(conversation));
    });
    return () => {
      cancelled = true;
      socket?.disconnect();
      socketRef.current = null;
    };
  }, []);

  const ask = useCallback(async <T,>(event: string, payload: unknown): Promise<ChatAck<T>> => {
    const socket = socketRef.current;
    if (!socket?.connected) return { ok: false, code: 'DISCONNECTED', message: CHAT_TEXTS.disconnected };
    try {
      return (await socket.timeout(ACK_TIMEOUT_MS).emitWithAck(event, payload)) as ChatAck<T>;
    } catch {
      return { ok: false, code: 'TIMEOUT', message: MESSAGES.genericErrorText };
    }
  }, []);

  return { connection, failure, ask };
}
