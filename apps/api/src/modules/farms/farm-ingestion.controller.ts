import { Body, Controller, HttpCode, Post, UploadedFiles, UseGuards, UseInterceptors } from '@nestjs/common';
import { FileFieldsInterceptor } from '@nestjs/platform-express';
import { ApiBody, ApiConsumes, ApiHeader, ApiOperation, ApiTags } from '@nestjs/swagger';
import multer from 'multer';
import { FARM_IMAGE_MAX_BYTES, FARM_KEY_HEADER, farmImageFormSchema, farmReadingsSchema, gacpRecordsSchema } from '@lendbridge/domain';
import type { FarmImageFormInput, FarmReadingsInput, GacpRecordsInput } from '@lendbridge/domain';
import { Public } from '../../common/decorators.js';
import { ValidBody, zodPipe } from '../../common/zod.pipe.js';
import { UploadErrorsInterceptor } from '../uploads/upload-errors.interceptor.js';
import { FarmKeyGuard, IngestingFarm } from './farm-key.guard.js';
import { farmImageMissing } from './farms.errors.js';
import type { FarmRow } from './farms.queries.js';
import { FarmsService } from './farms.service.js';
import { ApiExample } from '../../common/openapi.js';

/** Devices of the farm call these paths with its key: no session, no CSRF token. */
export const FARM_INGESTION_PATH = '/api/farm-ingestion';

/** One picture and its two fields. */
const MULTIPART_LIMITS = { fileSize: FARM_IMAGE_MAX_BYTES, files: 1, fields: 4, fieldSize: 100, fieldNameSize: 40, parts: 6 };

interface ReceivedFile {
  originalname: string;
  buffer: Buffer;
}

/**
 * Where a farm's devices send what they measure: sensor readings, camera pictures and GACP
 * records, each authenticated by the farm's ingestion key (X-Farm-Key).
 */
@ApiTags('farm-ingestion')
@ApiHeader({ name: FARM_KEY_HEADER, required: true, description: 'the farm’s ingestion key, shown once in the console' })
@Public()
@UseGuards(FarmKeyGuard)
@Controller('farm-ingestion/:no')
export class FarmIngestionController {
  constructor(private readonly farms: FarmsService) {}

  @Post('readings')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'A batch of readings {readings:[{field, measured_at, metrics:{…}}]} → {data:{received, stored, duplicates}}; wrong key 401; unknown metric, non-finite value, future instant, unknown field, too many 400',
  })
  @ApiExample({ data: { received: 2, stored: 2, duplicates: 0 } })
  async readings(
    @IngestingFarm() farm: FarmRow,
    @ValidBody(farmReadingsSchema, {
      readings: [
        { field: '003', measured_at: '2026-11-28T06:00:00+08:00', metrics: { air_temperature: 18.6, humidity: 82, soil_moisture: 34.5 } },
        { field: '002', measured_at: '2026-11-28T06:00:00+08:00', metrics: { temperature: 24.1, humidity: 68, ammonia: 7.5 } },
      ],
    })
    input: FarmReadingsInput,
  ) {
    return { data: await this.farms.storeReadings(farm, input) };
  }

  @Post('gacp-records')
  @HttpCode(201)
  @ApiOperation({ summary: 'GACP production records {records:[{field, type, work_date, work_item, material?, quantity?, unit?, operator, note?}]} → {data:{stored, ids}}' })
  @ApiExample({ data: { stored: 1, ids: [412] } }, 'Stored', 201)
  async gacpRecords(
    @IngestingFarm() farm: FarmRow,
    @ValidBody(gacpRecordsSchema, {
      records: [{ field: '003', type: 'fertilizer', work_date: '2026-11-27', work_item: '追肥', material: '有機質肥料', quantity: 20, unit: '公斤', operator: '王大明', note: '雨後土壤濕潤時施用' }],
    })
    input: GacpRecordsInput,
  ) {
    return { data: await this.farms.storeGacpRecords(farm, input) };
  }

  @Post('images')
  @HttpCode(201)
  @UseInterceptors(
    UploadErrorsInterceptor,
    FileFieldsInterceptor([{ name: 'file', maxCount: 1 }], { storage: multer.memoryStorage(), limits: MULTIPART_LIMITS, defParamCharset: 'utf8' }),
  )
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['field', 'taken_at', 'file'],
      properties: {
        field: { type: 'string', enum: ['002', '003'] },
        taken_at: { type: 'string', format: 'date-time' },
        file: { type: 'string', format: 'binary', description: 'JPG or PNG, judged by its content' },
      },
      example: { field: '003', taken_at: '2026-11-28T07:30:00+08:00', file: '(the JPEG bytes)' },
    },
  })
  @ApiOperation({ summary: 'A camera picture (multipart field, taken_at, file) → {data:{id, field, taken_at, url}}; not an image 400' })
  @ApiExample({ data: { id: 96, field: '003', taken_at: '2026-11-27T23:30:00.000Z', url: '/api/farm-traceability/F0001/images/96?key=c8e1f4a07b2d4e6f9a3c5b7d1e0f2a48' } }, 'Stored', 201)
  async image(
    @IngestingFarm() farm: FarmRow,
    @Body() body: unknown,
    @UploadedFiles() files: { file?: ReceivedFile[] } | undefined,
  ) {
    const input: FarmImageFormInput = zodPipe(farmImageFormSchema).transform({ ...(body as object | undefined) });
    const file = files?.file?.[0];
    if (!file) throw farmImageMissing();
    return { data: await this.farms.storeImage(farm, input, { originalName: file.originalname, bytes: file.buffer }) };
  }
}
