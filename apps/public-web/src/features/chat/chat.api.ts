import { queryOptions } from '@tanstack/react-query';
import { CHAT_API_PATHS, CONTENT_API_PATHS } from '@lendbridge/domain';
import type { ChatGreetingInput, ChatStatusAnswer, SupportChatAnswer } from '@lendbridge/domain';
import { api } from '../../app/api';

/** A published greeting as GET /api/chatroom/greet answers it. */
export interface ChatGreeting {
  id: number;
  title: string;
  properties: ChatGreetingInput['properties'];
  position: number;
}

export const fetchGreetings = (signal?: AbortSignal) => api.get<ChatGreeting[]>(CONTENT_API_PATHS.chatroomGreet, { signal });

export const fetchChatStatus = (signal?: AbortSignal) => api.get<ChatStatusAnswer>(CHAT_API_PATHS.status, { signal });

export const fetchMyConversations = (signal?: AbortSignal) => api.get<SupportChatAnswer[]>(CHAT_API_PATHS.conversations, { signal });

export const chatQueries = {
  greetings: () => queryOptions({ queryKey: ['chat', 'greetings'], queryFn: ({ signal }) => fetchGreetings(signal), staleTime: Infinity }),
  status: () => queryOptions({ queryKey: ['chat', 'status'], queryFn: ({ signal }) => fetchChatStatus(signal), refetchInterval: 30_000 }),
  mine: () => queryOptions({ queryKey: ['chat', 'mine'], queryFn: ({ signal }) => fetchMyConversations(signal) }),
};
