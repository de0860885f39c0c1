import {
  Body,
  Controller,
  Get,
  HttpCode,
  Param,
  Post,
  Res,
  StreamableFile,
  UploadedFiles,
  UseInterceptors,
} from '@nestjs/common';
import { FileFieldsInterceptor } from '@nestjs/platform-express';
import { ApiBody, ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import multer from 'multer';
import {
  MESSAGES,
  UPLOAD_TYPES,
  UPLOAD_TYPE_VALUES,
  fileLengthMin,
  uploadRequestSchema,
  zodIssuesToFieldErrors,
} from '@lendbridge/domain';
import { AppError } from '../../common/app-error.js';
import type { FieldErrors } from '../../common/app-error.js';
import type { AuthUser } from '../../common/auth-user.js';
import { CurrentUser } from '../../common/decorators.js';
import { UploadErrorsInterceptor } from './upload-errors.interceptor.js';
import { UPLOAD_FIELDS } from './uploads.errors.js';
import type { UploadField } from './uploads.errors.js';
import { UploadsService, presentUpload } from './uploads.service.js';
import type { UploadAnswer } from './uploads.service.js';

/** The largest file any upload type allows: the parser stops reading beyond it. */
const LARGEST_UPLOAD_BYTES = Math.max(...Object.values(UPLOAD_TYPES).map((rule) => rule.maxBytes));

/** The form is `type` plus one file; anything much larger than that is not an upload form. */
const MULTIPART_LIMITS = {
  fileSize: LARGEST_UPLOAD_BYTES,
  files: 1,
  fields: 4,
  fieldSize: 1024,
  fieldNameSize: 100,
  parts: 6,
};

interface ReceivedFile {
  originalname: string;
  buffer: Buffer;
}

type ReceivedFiles = Partial<Record<UploadField, ReceivedFile[]>>;

/** RFC 6266 / 5987: a header-safe file name, with the original (UTF-8) name alongside. */
export function contentDisposition(fallbackName: string, originalName: string): string {
  const encoded = encodeURIComponent(originalName).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `inline; filename="${fallbackName}"; filename*=UTF-8''${encoded}`;
}

@ApiTags('uploads')
@Controller()
export class UploadsController {
  constructor(private readonly uploads: UploadsService) {}

  @Post('upload')
  @HttpCode(201)
  @UseInterceptors(
    UploadErrorsInterceptor,
    FileFieldsInterceptor(
      UPLOAD_FIELDS.map((name) => ({ name, maxCount: 1 })),
      { storage: multer.memoryStorage(), limits: MULTIPART_LIMITS, defParamCharset: 'utf8' },
    ),
  )
  @ApiOperation({ summary: 'Upload one file (type judged by its content); answers its id, path and url' })
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['type'],
      properties: {
        type: { type: 'string', enum: UPLOAD_TYPE_VALUES },
        image: { type: 'string', format: 'binary', description: 'image uploader: JPG/PNG only' },
        file: { type: 'string', format: 'binary' },
      },
    },
  })
  async upload(
    @CurrentUser() user: AuthUser,
    @Body() body: unknown,
    @UploadedFiles() files: ReceivedFiles | undefined,
  ): Promise<{ data: UploadAnswer }> {
    const parsed = uploadRequestSchema.safeParse({ ...(body as object | undefined) });
    const errors: FieldErrors = parsed.success ? {} : zodIssuesToFieldErrors(parsed.error);
    const field = UPLOAD_FIELDS.find((name) => files?.[name]?.length);
    const received = field === undefined ? undefined : files?.[field]?.[0];
    if (field === undefined || received === undefined) {
      const imageOnly = parsed.success && UPLOAD_TYPES[parsed.data.type].imageOnly;
      errors[imageOnly ? 'image' : 'file'] = imageOnly ? MESSAGES.minImages : fileLengthMin(1);
    }
    if (!parsed.success || field === undefined || received === undefined) throw AppError.validation(errors);

    const upload = await this.uploads.store(user.id, parsed.data.type, {
      field,
      originalName: received.originalname,
      bytes: received.buffer,
    });
    return { data: presentUpload(upload) };
  }

  @Get('uploads/:id')
  @ApiOperation({ summary: 'The file, for its owner and staff (404 for anyone else)' })
  async read(
    @CurrentUser() user: AuthUser,
    @Param('id') id: string,
    @Res({ passthrough: true }) res: Response,
  ): Promise<StreamableFile> {
    const upload = await this.uploads.findReadable(user, id);
    const stream = await this.uploads.open(upload);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Cache-Control', 'private');
    return new StreamableFile(stream, {
      type: upload.mimeType,
      length: upload.sizeBytes,
      disposition: contentDisposition(`${upload.id}.${upload.extension}`, upload.originalName),
    });
  }
}
