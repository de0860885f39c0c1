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
  async readings(@IngestingFarm() farm: FarmRow, @ValidBody(farmReadingsSchema) input: FarmReadingsInput) {
    return { data: await this.farms.storeReadings(farm, input) };
  }

  @Post('gacp-records')
  @HttpCode(201)
  @ApiOperation({ summary: 'GACP production records {records:[{field, type, work_date, work_item, material?, quantity?, unit?, operator, note?}]} → {data:{stored, ids}}' })
  async gacpRecords(@IngestingFarm() farm: FarmRow, @ValidBody(gacpRecordsSchema) input: GacpRecordsInput) {
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
    },
  })
  @ApiOperation({ summary: 'A camera picture (multipart field, taken_at, file) → {data:{id, field, taken_at, url}}; not an image 400' })
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
