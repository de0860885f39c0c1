import { Controller, Get, Param, ParseIntPipe, Query, Res, StreamableFile } from '@nestjs/common';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { farmDataQuerySchema, farmGacpQuerySchema, farmImagesQuerySchema, farmPageQuerySchema } from '@lendbridge/domain';
import type { FarmDataQuery, FarmGacpQuery, FarmImagesQuery } from '@lendbridge/domain';
import { Public } from '../../common/decorators.js';
import { zodPipe } from '../../common/zod.pipe.js';
import { UploadsService } from '../uploads/uploads.service.js';
import { FarmsService } from './farms.service.js';
import { ApiExample, ApiPicture } from '../../common/openapi.js';
import { FARM_DATAS_EXAMPLE, FARM_GACP_EXAMPLE, FARM_INFO_EXAMPLE, FARM_KEY_EXAMPLE, FARM_PICTURES_EXAMPLE, FARM_TIME_LAPSE_EXAMPLE } from './farm-traceability.examples.js';

/** Pictures do not change once taken. */
const IMAGE_CACHE_SECONDS = 86_400;

/**
 * A farm's public traceability page, reached with the farm's number and the key of its page
 * (?key=…): a wrong number or key is 404 alike.
 */
@ApiTags('farm-traceability')
@Public()
@Controller('farm-traceability/:no')
export class FarmTraceabilityController {
  constructor(
    private readonly farms: FarmsService,
    private readonly uploads: UploadsService,
  ) {}

  @Get()
  @ApiQuery({ name: 'key', required: true, example: FARM_KEY_EXAMPLE })
  @ApiOperation({ summary: 'Page info {data:{no, name, type, fields, gacp_options, sensor_options, report figures}}; wrong key 404' })
  @ApiExample(FARM_INFO_EXAMPLE)
  async info(@Param('no') no: string, @Query(zodPipe(farmPageQuerySchema)) query: { key: string }) {
    return { data: await this.farms.info(no, query.key) };
  }

  @Get('datas')
  @ApiOperation({
    summary:
      'Sensor chart: ?key, field (002|003), search_target (metric), data_interval (hour|day), start_date, end_date → {data:{points:[{at, value (bucket average), count}], unit}}; end before start or too long a span 400',
  })
  @ApiQuery({ name: 'key', required: true, example: FARM_KEY_EXAMPLE })
  @ApiQuery({ name: 'field', required: true, example: '003' })
  @ApiQuery({ name: 'search_target', required: true, example: 'air_temperature' })
  @ApiQuery({ name: 'data_interval', required: false, example: 'hour' })
  @ApiQuery({ name: 'start_date', required: true, example: '2026-11-27' })
  @ApiQuery({ name: 'end_date', required: true, example: '2026-11-27' })
  @ApiExample(FARM_DATAS_EXAMPLE)
  async datas(@Param('no') no: string, @Query(zodPipe(farmDataQuerySchema)) query: FarmDataQuery) {
    return { data: await this.farms.datas(no, query) };
  }

  @Get('ipcam_picture')
  @ApiOperation({ summary: 'The camera pictures of the day start_date, the first of each interval (hours): {data:[{id, field, taken_at, url}]}' })
  @ApiQuery({ name: 'key', required: true, example: FARM_KEY_EXAMPLE })
  @ApiQuery({ name: 'start_date', required: true, example: '2026-11-27' })
  @ApiQuery({ name: 'interval', required: false, example: 3 })
  @ApiExample(FARM_PICTURES_EXAMPLE)
  async picture(@Param('no') no: string, @Query(zodPipe(farmImagesQuerySchema)) query: FarmImagesQuery) {
    return { data: await this.farms.images(no, query, false) };
  }

  @Get('ipcam_time_lapse')
  @ApiOperation({ summary: 'A time lapse: the pictures of seven days from start_date, the first of each interval (hours): {data:[{id, field, taken_at, url}]}' })
  @ApiQuery({ name: 'key', required: true, example: FARM_KEY_EXAMPLE })
  @ApiQuery({ name: 'start_date', required: true, example: '2026-11-21' })
  @ApiQuery({ name: 'interval', required: false, example: 24 })
  @ApiExample(FARM_TIME_LAPSE_EXAMPLE)
  async timeLapse(@Param('no') no: string, @Query(zodPipe(farmImagesQuerySchema)) query: FarmImagesQuery) {
    return { data: await this.farms.images(no, query, true) };
  }

  @Get('trace/gacp')
  @ApiOperation({ summary: 'One GACP production-record table (?table, page): {data:[rows], meta:{pagination}}, newest work first' })
  @ApiQuery({ name: 'key', required: true, example: FARM_KEY_EXAMPLE })
  @ApiQuery({ name: 'table', required: true, example: 'fertilizer' })
  @ApiQuery({ name: 'page', required: false, example: 1 })
  @ApiExample(FARM_GACP_EXAMPLE)
  gacp(@Param('no') no: string, @Query(zodPipe(farmGacpQuerySchema)) query: FarmGacpQuery) {
    return this.farms.gacp(no, query);
  }

  @Get('images/:id')
  @ApiOperation({ summary: 'A camera picture of the farm (?key); 404 otherwise' })
  @ApiQuery({ name: 'key', required: true, example: FARM_KEY_EXAMPLE })
  @ApiPicture()
  async image(
    @Param('no') no: string,
    @Param('id', ParseIntPipe) id: number,
    @Query(zodPipe(farmPageQuerySchema)) query: { key: string },
    @Res({ passthrough: true }) res: Response,
  ): Promise<StreamableFile> {
    const upload = await this.uploads.findPublished(await this.farms.imageUploadId(no, query.key, id));
    const stream = await this.uploads.open(upload);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Cache-Control', `public, max-age=${IMAGE_CACHE_SECONDS}`);
    return new StreamableFile(stream, { type: upload.mimeType, length: upload.sizeBytes });
  }
}
