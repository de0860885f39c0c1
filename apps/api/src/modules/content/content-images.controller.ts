import { Controller, Get, Param, Res, StreamableFile } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { DataSource } from 'typeorm';
import { CONTENT_IMAGE_MAX_AGE_SECONDS, MESSAGES } from '@lendbridge/domain';
import { AppError } from '../../common/app-error.js';
import { Public } from '../../common/decorators.js';
import { UploadsService, isUploadId } from '../uploads/uploads.service.js';
import { isPublishedContentImage } from './content-images.queries.js';
import { ApiPicture } from '../../common/openapi.js';

/** The pictures of published content, uploaded by staff in the console (public). */
@ApiTags('content')
@Controller('content-images')
export class ContentImagesController {
  constructor(
    private readonly dataSource: DataSource,
    private readonly uploads: UploadsService,
  ) {}

  @Get(':uploadId')
  @Public()
  @ApiOperation({
    summary: 'A picture a published CMS post, seminar, homepage entry or story shows (image_url /api/content-images/{uploadId}); cached a year; any other upload: 404',
  })
  @ApiPicture()
  async image(@Param('uploadId') uploadId: string, @Res({ passthrough: true }) res: Response): Promise<StreamableFile> {
    if (!isUploadId(uploadId) || !(await isPublishedContentImage(this.dataSource.manager, uploadId, new Date()))) {
      throw AppError.notFound(MESSAGES.uploadNotFound);
    }
    const upload = await this.uploads.findPublished(uploadId);
    const stream = await this.uploads.open(upload);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Cache-Control', `public, max-age=${CONTENT_IMAGE_MAX_AGE_SECONDS}, immutable`);
    return new StreamableFile(stream, { type: upload.mimeType, length: upload.sizeBytes });
  }
}
