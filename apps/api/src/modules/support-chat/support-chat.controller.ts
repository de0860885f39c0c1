import { Controller, Get, Inject, Param, ParseIntPipe, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { DataSource } from 'typeorm';
import type { ChatStatusAnswer } from '@lendbridge/domain';
import { AppError } from '../../common/app-error.js';
import type { AuthUser } from '../../common/auth-user.js';
import { CurrentUser, Public, Roles } from '../../common/decorators.js';
import { SimpleRestQuery, sendListPage } from '../../common/simple-rest.js';
import type { ListQuery } from '../../common/simple-rest.js';
import { SupportChatGateway } from './support-chat.gateway.js';
import { SUPPORT_CHAT_LIST, findChat, listChats, presentChat } from './support-chat.queries.js';
import type { SupportChatConsoleAnswer } from './support-chat.queries.js';
import { SupportChatService } from './support-chat.service.js';
import type { ChatWithMessages } from './support-chat.service.js';

/** The chat's HTTP side: its status, and the history for clients that cannot keep a socket. */
@ApiTags('chat')
@Controller('chat')
export class SupportChatController {
  constructor(
    @Inject(SupportChatGateway) private readonly gateway: SupportChatGateway,
    @Inject(SupportChatService) private readonly chats: SupportChatService,
  ) {}

  @Get('status')
  @Public()
  @ApiOperation({ summary: 'The chat service status: how many agents (staff) are online on every API process: {data: {agents_online}}' })
  @ApiOkResponse({ description: 'Two staff members are online', schema: { example: { data: { agents_online: 2 } } } })
  async status(): Promise<{ data: ChatStatusAnswer }> {
    return { data: { agents_online: await this.gateway.agentsOnline() } };
  }

  @Get('conversations')
  @ApiOperation({ summary: "The signed-in member's conversations, newest first: {data}" })
  async mine(@CurrentUser() user: AuthUser): Promise<{ data: SupportChatConsoleAnswer[] }> {
    return { data: await this.chats.mine(user) };
  }

  @Get('conversations/:id')
  @ApiOperation({ summary: 'A conversation with its latest messages, for its member and staff only: {data: {conversation, messages}}' })
  async history(@CurrentUser() user: AuthUser, @Param('id', ParseIntPipe) id: number): Promise<{ data: ChatWithMessages }> {
    return { data: await this.chats.history(user, id) };
  }
}

/** The console's conversations in the ra-data-simple-rest contract (admin and sales). */
@ApiTags('console')
@Roles('admin', 'sales')
@Controller('console/support-chats')
export class SupportChatConsoleController {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  @Get()
  @ApiOperation({ summary: 'List: support chats (sort, range, filter: q, status, agent_id, id)' })
  async list(@SimpleRestQuery(SUPPORT_CHAT_LIST) query: ListQuery<typeof SUPPORT_CHAT_LIST>, @Res({ passthrough: true }) res: Response): Promise<SupportChatConsoleAnswer[]> {
    return sendListPage(res, SUPPORT_CHAT_LIST, await listChats(this.dataSource.manager, query));
  }

  @Get(':id')
  @ApiOperation({ summary: 'One support chat' })
  async show(@Param('id', ParseIntPipe) id: number): Promise<SupportChatConsoleAnswer> {
    const chat = await findChat(this.dataSource.manager, id);
    if (chat === null) throw AppError.notFound();
    return presentChat(chat);
  }
}
