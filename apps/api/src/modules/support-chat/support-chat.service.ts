import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { EntityManager } from 'typeorm';
import { CHAT_SUPPORT_SERIAL, CHAT_TEXTS, SUPPORT_CHAT_STAFF_ROLES } from '@lendbridge/domain';
import type { ChatSendInput, ChatStartInput, SupportChatMessageAnswer } from '@lendbridge/domain';
import { AppError } from '../../common/app-error.js';
import type { AuthUser } from '../../common/auth-user.js';
import { chatMessages, findChat, insertChat, insertMessage, memberChats, presentChat, presentMessage, setChatStatus } from './support-chat.queries.js';
import type { SupportChatConsoleAnswer, SupportChatRow } from './support-chat.queries.js';

const T = CHAT_TEXTS;

/** The conversations a member's chat panel lists. */
const MEMBER_CHATS_LIMIT = 20;

export const isChatStaff = (user: Pick<AuthUser, 'roles'>): boolean => SUPPORT_CHAT_STAFF_ROLES.some((role) => user.roles.includes(role));

/** A conversation with its messages. */
export interface ChatWithMessages {
  conversation: SupportChatConsoleAnswer;
  messages: SupportChatMessageAnswer[];
}

/** A stored message and its conversation as it is after the message. */
export interface PostedMessage {
  conversation: SupportChatConsoleAnswer;
  message: SupportChatMessageAnswer;
}

/**
 * The support chat's rules: a member opens conversations with the support desk and writes in its
 * own; staff read every conversation, take one and answer it. The gateway and the HTTP routes
 * both go through here.
 */
@Injectable()
export class SupportChatService {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  /** Staff, or the member whose conversation it is; anyone else is refused. */
  private assertReader(user: AuthUser, chat: SupportChatRow | null): SupportChatRow {
    if (chat === null) throw AppError.notFound(T.conversationUnknown);
    if (!isChatStaff(user) && chat.member_id !== user.id) throw AppError.forbidden(T.notYours);
    return chat;
  }

  private async readable(manager: EntityManager, user: AuthUser, id: number, forUpdate = false): Promise<SupportChatRow> {
    return this.assertReader(user, await findChat(manager, id, forUpdate));
  }

  async start(member: AuthUser, input: ChatStartInput): Promise<PostedMessage> {
    if (isChatStaff(member)) throw AppError.forbidden(T.membersOnly);
    if (input.receiver_serial !== CHAT_SUPPORT_SERIAL) throw AppError.field('receiver_serial', T.wrongReceiver);
    return this.dataSource.transaction(async (manager) => {
      const id = await insertChat(manager, member.id, input.subject);
      const message = await insertMessage(manager, { chatId: id, senderId: member.id, fromStaff: false, receiverSerial: input.receiver_serial, subject: input.subject, content: input.content });
      const chat = await findChat(manager, id);
      if (chat === null) throw new Error('The conversation was not stored');
      return { conversation: presentChat(chat), message: presentMessage(message) };
    });
  }

  /** A message in a conversation: the member writes to the support desk, staff to the member (an open conversation becomes the agent's). */
  async send(user: AuthUser, input: ChatSendInput): Promise<PostedMessage> {
    return this.dataSource.transaction(async (manager) => {
      const chat = await this.readable(manager, user, input.conversation_id, true);
      if (chat.status === 'closed') throw AppError.conflict('CHAT_CLOSED', T.conversationClosed);
      const staff = isChatStaff(user);
      const receiver = staff ? chat.member_serial : CHAT_SUPPORT_SERIAL;
      if (input.receiver_serial !== receiver) throw AppError.field('receiver_serial', T.wrongReceiver);
      if (staff) {
        if (chat.status === 'taken' && chat.agent_id !== user.id) throw AppError.conflict('CHAT_TAKEN', T.takenByOther);
        if (chat.status === 'open') await setChatStatus(manager, chat.id, 'taken', user.id);
      }
      const message = await insertMessage(manager, { chatId: chat.id, senderId: user.id, fromStaff: staff, receiverSerial: input.receiver_serial, subject: input.subject, content: input.content });
      const after = await findChat(manager, chat.id);
      if (after === null) throw new Error('The conversation is gone');
      return { conversation: presentChat(after), message: presentMessage(message) };
    });
  }

  /** A conversation and its latest messages, for its member or staff. */
  async history(user: AuthUser, id: number): Promise<ChatWithMessages> {
    const manager = this.dataSource.manager;
    const chat = await this.readable(manager, user, id);
    return { conversation: presentChat(chat), messages: (await chatMessages(manager, chat.id)).map(presentMessage) };
  }

  /** Staff take an open conversation (or keep their own). */
  async take(agent: AuthUser, id: number): Promise<SupportChatConsoleAnswer> {
    return this.changeStatus(agent, id, (chat) => {
      if (chat.status === 'closed') throw AppError.conflict('CHAT_CLOSED', T.conversationClosed);
      if (chat.status === 'taken' && chat.agent_id !== agent.id) throw AppError.conflict('CHAT_TAKEN', T.takenByOther);
      return { status: 'taken', agentId: agent.id };
    });
  }

  /** Staff end a conversation; nobody writes in it any more. */
  async close(agent: AuthUser, id: number): Promise<SupportChatConsoleAnswer> {
    return this.changeStatus(agent, id, (chat) => ({ status: 'closed', agentId: chat.agent_id }));
  }

  private async changeStatus(
    agent: AuthUser,
    id: number,
    next: (chat: SupportChatRow) => { status: SupportChatRow['status']; agentId: number | null },
  ): Promise<SupportChatConsoleAnswer> {
    if (!isChatStaff(agent)) throw AppError.forbidden(T.staffOnly);
    return this.dataSource.transaction(async (manager) => {
      const chat = await this.readable(manager, agent, id, true);
      const { status, agentId } = next(chat);
      await setChatStatus(manager, chat.id, status, agentId);
      const after = await findChat(manager, chat.id);
      if (after === null) throw new Error('The conversation is gone');
      return presentChat(after);
    });
  }

  /** The member's own conversations, newest first. */
  async mine(member: AuthUser): Promise<SupportChatConsoleAnswer[]> {
    return (await memberChats(this.dataSource.manager, member.id, MEMBER_CHATS_LIMIT)).map(presentChat);
  }
}
