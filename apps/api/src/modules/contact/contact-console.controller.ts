import { Controller, Get, Param, ParseIntPipe, Post, Res, StreamableFile } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { DataSource } from 'typeorm';
import { contactAnswerSchema } from '@lendbridge/domain';
import type { ContactAnswerInput } from '@lendbridge/domain';
import type { AuthUser } from '../../common/auth-user.js';
import { CurrentUser, Roles } from '../../common/decorators.js';
import { SimpleRestQuery, sendListPage } from '../../common/simple-rest.js';
import type { ListQuery } from '../../common/simple-rest.js';
import { ValidBody } from '../../common/zod.pipe.js';
import { contentDisposition } from '../uploads/uploads.controller.js';
import { CONTACT_MESSAGE_LIST, listContactMessages } from './contact.queries.js';
import type { ContactMessageRow } from './contact.queries.js';
import { ContactService } from './contact.service.js';
import type { ContactMessageDetail } from './contact.service.js';

/** The contact messages in the console: admins and sales read them with their files and answer them. */
@ApiTags('console')
@Roles('admin', 'sales')
@Controller('console/contact-messages')
export class ContactConsoleController {
  constructor(
    private readonly dataSource: DataSource,
    private readonly contact: ContactService,
  ) {}

  @Get()
  @ApiOperation({ summary: 'List contact messages (sort, range, filter: q, status, category, id)' })
  async list(@SimpleRestQuery(CONTACT_MESSAGE_LIST) query: ListQuery<typeof CONTACT_MESSAGE_LIST>, @Res({ passthrough: true }) res: Response): Promise<ContactMessageRow[]> {
    return sendListPage(res, CONTACT_MESSAGE_LIST, await listContactMessages(this.dataSource.manager, query));
  }

  @Get(':id')
  @ApiOperation({ summary: 'One message with its files (each with its download url)' })
  show(@Param('id', ParseIntPipe) id: number): Promise<ContactMessageDetail> {
    return this.contact.detail(id);
  }

  @Get(':id/files/:fileId')
  @ApiOperation({ summary: 'A file of the message, as a download' })
  async file(@Param('id', ParseIntPipe) id: number, @Param('fileId') fileId: string, @Res({ passthrough: true }) res: Response): Promise<StreamableFile> {
    const { file, stream } = await this.contact.file(id, fileId);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Cache-Control', 'private, no-store');
    return new StreamableFile(stream, {
      type: file.mime_type,
      length: file.size_bytes,
      disposition: contentDisposition(`${file.id}.${file.extension}`, file.original_name).replace(/^inline/, 'attachment'),
    });
  }

  @Post(':id/answer')
  @ApiOperation({ summary: 'Answer the message: the answer goes to the sender by e-mail (outbox) and is audited; 409 when already answered' })
  answer(@CurrentUser() staff: AuthUser, @Param('id', ParseIntPipe) id: number, @ValidBody(contactAnswerSchema) input: ContactAnswerInput): Promise<ContactMessageDetail> {
    return this.contact.answer(staff.id, id, input);
  }
}
