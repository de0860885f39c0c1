import { Module } from '@nestjs/common';
import { UploadsModule } from '../uploads/uploads.module.js';
import { CONTENT_CONSOLE_CONTROLLERS } from './content-console.controller.js';
import { ContentImagesController } from './content-images.controller.js';
import { ContentController } from './content.controller.js';
import { ContentService } from './content.service.js';
import { HomeMetricsService } from './home-metrics.service.js';

@Module({
  imports: [UploadsModule],
  controllers: [ContentController, ContentImagesController, ...CONTENT_CONSOLE_CONTROLLERS],
  providers: [ContentService, HomeMetricsService],
  exports: [HomeMetricsService],
})
export class ContentModule {}
