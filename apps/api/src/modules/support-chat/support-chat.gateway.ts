import { Inject } from '@nestjs/common';
import { ConnectedSocket, MessageBody, SubscribeMessage, WebSocketGateway, WebSocketServer } from '@nestjs/websockets';
import type { OnGatewayConnection, OnGatewayInit } from '@nestjs/websockets';
import type { Request } from 'express';
import type { Server, Socket } from 'socket.io';
import type { z } from 'zod';
import {
  CHAT_EVENTS,
  CHAT_SOCKET_MAX_BYTES,
  CHAT_SOCKET_PATH,
  MESSAGES,
  chatConversationRefSchema,
  chatSendSchema,
  chatStartSchema,
} from '@lendbridge/domain';
import type { ChatAck } from '@lendbridge/domain';
import { AppError } from '../../common/app-error.js';
import type { AuthUser } from '../../common/auth-user.js';
import { logger } from '../../common/logger.js';
import { zodPipe } from '../../common/zod.pipe.js';
import { UserStatusService } from '../users/user-status.service.js';
import { SupportChatService, isChatStaff } from './support-chat.service.js';
import type { ChatWithMessages, PostedMessage } from './support-chat.service.js';
import type { SupportChatConsoleAnswer } from './support-chat.queries.js';

/** The room of every staff socket: its sockets are the agents online, and they hear of every conversation. */
export const AGENTS_ROOM = 'agents';
const memberRoom = (userId: number): string => `member:${userId}`;
const chatRoom = (chatId: number): string => `chat:${chatId}`;

interface SocketData {
  userId: number;
}

type ChatSocket = Socket<Record<string, never>, Record<string, never>, Record<string, never>, SocketData>;

/** The socket's request, with the session the session middleware loaded into it. */
const requestOf = (socket: ChatSocket): Request => socket.request as Request;

/** Whether a browser's Origin names this host: a page of another site may not use a visitor's session. */
function sameOrigin(request: Request): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}

/**
 * The support chat over socket.io, signed in by the HTTP API's session cookie: a socket without a
 * valid session is refused. Members join their own conversations; staff sockets join the agents'
 * room. Every request is acknowledged with a ChatAck: its data, or the refusal in Traditional
 * Chinese. With Redis (see ChatSocketAdapter) the rooms span every API process.
 */
@WebSocketGateway({ path: CHAT_SOCKET_PATH, serveClient: false, maxHttpBufferSize: CHAT_SOCKET_MAX_BYTES })
export class SupportChatGateway implements OnGatewayInit<Server>, OnGatewayConnection<ChatSocket> {
  @WebSocketServer() private server!: Server;

  constructor(
    @Inject(SupportChatService) private readonly chats: SupportChatService,
    @Inject(UserStatusService) private readonly userStatus: UserStatusService,
  ) {}

  afterInit(server: Server): void {
    server.use((socket, next) => {
      this.authenticate(socket as ChatSocket).then(
        (error) => next(error),
        (error: unknown) => next(error instanceof Error ? error : new Error(String(error))),
      );
    });
  }

  /** The session's user, current (not disabled, password unchanged since sign-in), or undefined. */
  private async sessionUser(request: Request): Promise<AuthUser | undefined> {
    const userId = request.session?.userId;
    if (userId === undefined) return undefined;
    const user = await this.userStatus.load(userId);
    return user && request.session.passwordVersion === user.passwordChangedAt.toISOString() ? user : undefined;
  }

  private async authenticate(socket: ChatSocket): Promise<Error | undefined> {
    const request = requestOf(socket);
    if (!sameOrigin(request)) return new Error(MESSAGES.forbidden);
    const user = await this.sessionUser(request);
    if (!user) return new Error(MESSAGES.notLoggedIn);
    socket.data.userId = user.id;
    return undefined;
  }

  async handleConnection(socket: ChatSocket): Promise<void> {
    const user = await this.userStatus.load(socket.data.userId);
    if (!user) return void socket.disconnect(true);
    await socket.join(isChatStaff(user) ? AGENTS_ROOM : memberRoom(user.id));
  }

  /** The socket's user as the session says now (a signed-out session ends the socket), or the refusal. */
  private async currentUser(socket: ChatSocket): Promise<AuthUser> {
    const request = requestOf(socket);
    const reloaded = await new Promise<boolean>((resolve) => {
      if (!request.session) return resolve(false);
      request.session.reload((error) => resolve(!error));
    });
    const user = reloaded ? await this.sessionUser(request) : undefined;
    if (!user || user.id !== socket.data.userId) {
      setImmediate(() => socket.disconnect(true));
      throw AppError.unauthorized();
    }
    return user;
  }

  /** Runs a request: validates its payload, and answers its data or the refusal. */
  private async answer<S extends z.ZodType, T>(socket: ChatSocket, schema: S, payload: unknown, run: (user: AuthUser, input: z.output<S>) => Promise<T>): Promise<ChatAck<T>> {
    try {
      const user = await this.currentUser(socket);
      const input = zodPipe(schema).transform(payload);
      return { ok: true, data: await run(user, input) };
    } catch (error) {
      if (error instanceof AppError) return { ok: false, code: error.code, message: error.message, ...(error.errors ? { errors: error.errors } : {}) };
      logger.error('support chat request failed', { error: error instanceof Error ? error.stack : String(error) });
      return { ok: false, code: 'INTERNAL', message: MESSAGES.genericErrorText };
    }
  }

  private announce(conversation: SupportChatConsoleAnswer): void {
    this.server.to(AGENTS_ROOM).emit(CHAT_EVENTS.conversation, conversation);
  }

  private deliver(posted: PostedMessage): void {
    this.server.to(chatRoom(posted.conversation.id)).emit(CHAT_EVENTS.message, posted.message);
    this.announce(posted.conversation);
  }

  @SubscribeMessage(CHAT_EVENTS.start)
  start(@ConnectedSocket() socket: ChatSocket, @MessageBody() payload: unknown): Promise<ChatAck<PostedMessage>> {
    return this.answer(socket, chatStartSchema, payload, async (user, input) => {
      const posted = await this.chats.start(user, input);
      // Every socket of the member (on any process) follows the new conversation.
      this.server.in(memberRoom(user.id)).socketsJoin(chatRoom(posted.conversation.id));
      await socket.join(chatRoom(posted.conversation.id));
      this.announce(posted.conversation);
      return posted;
    });
  }

  @SubscribeMessage(CHAT_EVENTS.join)
  join(@ConnectedSocket() socket: ChatSocket, @MessageBody() payload: unknown): Promise<ChatAck<ChatWithMessages>> {
    return this.answer(socket, chatConversationRefSchema, payload, async (user, input) => {
      const history = await this.chats.history(user, input.conversation_id);
      await socket.join(chatRoom(history.conversation.id));
      return history;
    });
  }

  @SubscribeMessage(CHAT_EVENTS.send)
  send(@ConnectedSocket() socket: ChatSocket, @MessageBody() payload: unknown): Promise<ChatAck<PostedMessage>> {
    return this.answer(socket, chatSendSchema, payload, async (user, input) => {
      const posted = await this.chats.send(user, input);
      await socket.join(chatRoom(posted.conversation.id));
      this.deliver(posted);
      return posted;
    });
  }

  @SubscribeMessage(CHAT_EVENTS.take)
  take(@ConnectedSocket() socket: ChatSocket, @MessageBody() payload: unknown): Promise<ChatAck<SupportChatConsoleAnswer>> {
    return this.answer(socket, chatConversationRefSchema, payload, async (user, input) => {
      const conversation = await this.chats.take(user, input.conversation_id);
      await socket.join(chatRoom(conversation.id));
      this.announce(conversation);
      return conversation;
    });
  }

  @SubscribeMessage(CHAT_EVENTS.close)
  close(@ConnectedSocket() socket: ChatSocket, @MessageBody() payload: unknown): Promise<ChatAck<SupportChatConsoleAnswer>> {
    return this.answer(socket, chatConversationRefSchema, payload, async (user, input) => {
      const conversation = await this.chats.close(user, input.conversation_id);
      this.announce(conversation);
      this.server.to(chatRoom(conversation.id)).emit(CHAT_EVENTS.conversation, conversation);
      return conversation;
    });
  }

  /** How many staff members have a socket open, on every process of the deployment. */
  async agentsOnline(): Promise<number> {
    const sockets = await this.server.in(AGENTS_ROOM).fetchSockets();
    return new Set(sockets.map((socket) => (socket.data as SocketData).userId)).size;
  }
}
