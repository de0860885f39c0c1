import { Module } from '@nestjs/common';
import { CharitiesConsoleController, CharitiesController } from './charities.controller.js';
import { CharitiesService } from './charities.service.js';

@Module({
  controllers: [CharitiesController, CharitiesConsoleController],
  providers: [CharitiesService],
  exports: [CharitiesService],
})
export class CharitiesModule {}
