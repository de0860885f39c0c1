import { Controller, Get, HttpCode, Post, Put, Query } from '@nestjs/common';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import {
  INBOX_FOLDERS,
  INBOX_ORDER_FIELDS,
  INBOX_READ_FILTERS,
  SORT_DIRECTIONS,
  inboxIdsSchema,
  inboxListQuerySchema,
  inboxReplySchema,
} from '@lendbridge/domain';
import type { InboxAction, InboxIdsInput, InboxListQuery, InboxReplyInput } from '@lendbridge/domain';
import type { AuthUser } from '../../common/auth-user.js';
import { CurrentUser } from '../../common/decorators.js';
import { ValidBody, zodPipe } from '../../common/zod.pipe.js';
import { InboxService } from './inbox.service.js';

/**
 * The member's 訊息中心: every signed-in account reads its own messages. The list answers the spec's
 * data, last_page, current_page and sendback at the top level; each bulk action is one PUT with ids.
 */
@ApiTags('inbox')
@Controller('inbox')
export class InboxController {
  constructor(private readonly inbox: InboxService) {}

  @Get()
  @ApiOperation({ summary: 'My messages, one page: {data, current_page, last_page, per_page, total, sendback}' })
  @ApiQuery({ name: 'folder', required: false, enum: INBOX_FOLDERS })
  @ApiQuery({ name: 'read', required: false, enum: INBOX_READ_FILTERS, description: '1 read only, 0 unread only' })
  @ApiQuery({ name: 'filter', required: false, description: 'Text the subject contains' })
  @ApiQuery({ name: 'page', required: false })
  @ApiQuery({ name: 'per_page', required: false })
  @ApiQuery({ name: 'order_by', required: false, enum: INBOX_ORDER_FIELDS })
  @ApiQuery({ name: 'order_dir', required: false, enum: SORT_DIRECTIONS })
  @ApiQuery({ name: 'sendback', required: false, description: 'Echoed back as is' })
  list(@CurrentUser() user: AuthUser, @Query(zodPipe(inboxListQuerySchema)) query: InboxListQuery) {
    return this.inbox.list(user.id, query);
  }

  @Get('unread-count')
  @ApiOperation({ summary: 'How many of my messages outside the trash are unread: {data: {count}}' })
  async unreadCount(@CurrentUser() user: AuthUser) {
    return { data: { count: await this.inbox.unreadCount(user.id) } };
  }

  private async act(user: AuthUser, action: InboxAction, input: InboxIdsInput) {
    return { data: await this.inbox.apply(user.id, action, input.ids) };
  }

  @Put('mark')
  @ApiOperation({ summary: 'Mark my messages {ids}; an id not mine: 404 and nothing changes' })
  mark(@CurrentUser() user: AuthUser, @ValidBody(inboxIdsSchema) input: InboxIdsInput) {
    return this.act(user, 'mark', input);
  }

  @Put('unmark')
  @ApiOperation({ summary: 'Unmark my messages {ids}' })
  unmark(@CurrentUser() user: AuthUser, @ValidBody(inboxIdsSchema) input: InboxIdsInput) {
    return this.act(user, 'unmark', input);
  }

  @Put('read')
  @ApiOperation({ summary: 'Mark my messages {ids} read' })
  read(@CurrentUser() user: AuthUser, @ValidBody(inboxIdsSchema) input: InboxIdsInput) {
    return this.act(user, 'read', input);
  }

  @Put('unread')
  @ApiOperation({ summary: 'Mark my messages {ids} unread' })
  unread(@CurrentUser() user: AuthUser, @ValidBody(inboxIdsSchema) input: InboxIdsInput) {
    return this.act(user, 'unread', input);
  }

  @Put('trash')
  @ApiOperation({ summary: 'Move my messages {ids} to the trash' })
  trash(@CurrentUser() user: AuthUser, @ValidBody(inboxIdsSchema) input: InboxIdsInput) {
    return this.act(user, 'trash', input);
  }

  @Put('untrash')
  @ApiOperation({ summary: 'Restore my messages {ids} from the trash' })
  untrash(@CurrentUser() user: AuthUser, @ValidBody(inboxIdsSchema) input: InboxIdsInput) {
    return this.act(user, 'untrash', input);
  }

  @Post('reply')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Reply {id, reply_value} to my message that asks for a reply, before its inbox_reply_setting.deadline, once: {data: message}; ' +
      'not mine: 404; 409 INBOX_REPLY_NOT_OFFERED, INBOX_ALREADY_REPLIED or INBOX_REPLY_CLOSED',
  })
  async reply(@CurrentUser() user: AuthUser, @ValidBody(inboxReplySchema) input: InboxReplyInput) {
    return { data: await this.inbox.reply(user.id, input) };
  }
}
