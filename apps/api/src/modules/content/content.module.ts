import { Module } from '@nestjs/common';
import { CONTENT_CONSOLE_CONTROLLERS } from './content-console.controller.js';
import { ContentController } from './content.controller.js';
import { ContentService } from './content.service.js';
import { HomeMetricsService } from './home-metrics.service.js';

@Module({
  controllers: [ContentController, ...CONTENT_CONSOLE_CONTROLLERS],
  providers: [ContentService, HomeMetricsService],
  exports: [HomeMetricsService],
})
export class ContentModule {}
