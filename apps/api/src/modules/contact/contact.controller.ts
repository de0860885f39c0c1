import { Body, CanActivate, Controller, HttpCode, Injectable, Post, Req, UploadedFiles, UseGuards, UseInterceptors } from '@nestjs/common';
import type { ExecutionContext } from '@nestjs/common';
import { FilesInterceptor } from '@nestjs/platform-express';
import { ApiBody, ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import multer from 'multer';
import { toJSONSchema } from 'zod';
import {
  CONTACT_DESCRIPTION_MAX_LENGTH,
  CONTACT_FILES_MAX,
  CONTACT_FILE_MAX_BYTES,
  CONTACT_RATE_LIMIT,
  CONTACT_RATE_WINDOW_SECONDS,
  CONTACT_TEXTS,
  contactMessageSchema,
} from '@lendbridge/domain';
import type { ContactMessageInput } from '@lendbridge/domain';
import { AppError } from '../../common/app-error.js';
import { Public } from '../../common/decorators.js';
import { RateLimiter } from '../../common/rate-limiter.js';
import { zodPipe } from '../../common/zod.pipe.js';
import { throttleAddress } from '../auth/client-address.js';
import { CONTACT_FILES_FIELD, ContactFilesErrorsInterceptor } from './contact-files.interceptor.js';
import { ContactService } from './contact.service.js';
import { ApiExample } from '../../common/openapi.js';

/** Bytes a UTF-8 character takes at most: the description's field may hold this many per character. */
const UTF8_MAX_BYTES = 4;

/**
 * The form is four text fields and up to three files: the parser stops at the first file over the
 * limit, at a fourth file and at a field longer than the description may be, before reading on.
 */
const MULTIPART_LIMITS = {
  fileSize: CONTACT_FILE_MAX_BYTES,
  files: CONTACT_FILES_MAX,
  fields: 8,
  fieldSize: CONTACT_DESCRIPTION_MAX_LENGTH * UTF8_MAX_BYTES,
  fieldNameSize: 100,
  parts: 8 + CONTACT_FILES_MAX,
};

interface ReceivedFile {
  originalname: string;
  buffer: Buffer;
}

/** One address may send CONTACT_RATE_LIMIT forms per window; counted before the body is read. */
@Injectable()
export class ContactRateGuard implements CanActivate {
  constructor(private readonly rateLimiter: RateLimiter) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<Request>();
    const limit = await this.rateLimiter.hit(`contact:${throttleAddress(req.ip ?? 'unknown')}`, CONTACT_RATE_WINDOW_SECONDS);
    if (limit.hits > CONTACT_RATE_LIMIT) throw AppError.tooManyRequests(CONTACT_TEXTS.tooMany, 'TOO_MANY_REQUESTS', limit.retryAfterSeconds);
    return true;
  }
}

/** The public contact form: visitors and members send it; the member's id is kept when signed in. */
@ApiTags('contact')
@Controller('contact')
export class ContactController {
  constructor(private readonly contact: ContactService) {}

  @Post()
  @Public()
  @HttpCode(201)
  @UseGuards(ContactRateGuard)
  @UseInterceptors(
    ContactFilesErrorsInterceptor,
    FilesInterceptor(CONTACT_FILES_FIELD, CONTACT_FILES_MAX, { storage: multer.memoryStorage(), limits: MULTIPART_LIMITS, defParamCharset: 'utf8' }),
  )
  @ApiConsumes('multipart/form-data', 'application/json')
  @ApiBody({
    schema: {
      ...(toJSONSchema(contactMessageSchema, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>),
      example: { name: '林雅婷', email: 'yating.lin@example.com', category: 'repayment', description: '請問提前還款是否需要手續費？附上繳費證明。' },
    },
  })
  @ApiExample({ data: { id: 58 } }, 'The message is stored; staff answer by e-mail', 201)
  @ApiOperation({ summary: 'Send the contact form {name, email, category, description} with up to three files (field files, judged by content): 201 {data: {id}}' })
  async send(
    @Req() req: Request,
    @Body(zodPipe(contactMessageSchema)) input: ContactMessageInput,
    @UploadedFiles() files: ReceivedFile[] | undefined,
  ): Promise<{ data: { id: number } }> {
    const incoming = (files ?? []).map((file) => ({ originalName: file.originalname, bytes: file.buffer }));
    return { data: await this.contact.send(req.authUser?.id ?? null, input, incoming) };
  }
}
