import { Controller, Get, HttpCode, Post, Res, UploadedFile, UseInterceptors } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { ApiBody, ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import multer from 'multer';
import { DataSource } from 'typeorm';
import { VEHICLE_IMPORT_MAX_BYTES, VEHICLE_IMPORT_MAX_ROWS } from '@lendbridge/domain';
import type { VehicleCatalogueEntry, VehicleImportAnswer } from '@lendbridge/domain';
import type { AuthUser } from '../../common/auth-user.js';
import { CurrentUser, Roles } from '../../common/decorators.js';
import { SimpleRestQuery, sendListPage } from '../../common/simple-rest.js';
import type { ListQuery } from '../../common/simple-rest.js';
import { UploadErrorsInterceptor } from '../uploads/upload-errors.interceptor.js';
import { VehicleAppraisalService } from './vehicle-appraisal.service.js';
import type { ImportFile } from './vehicle-catalogue-import.js';
import { VEHICLE_CATALOGUE_LIST, listCatalogue } from './vehicle-catalogue.queries.js';

/** The import form: one file and nothing else, read no further than the size limit. */
const IMPORT_LIMITS = {
  fileSize: VEHICLE_IMPORT_MAX_BYTES,
  files: 1,
  fields: 0,
  parts: 1,
  fieldNameSize: 100,
};

/** The vehicle price catalogue in the console (admins): the list, and the import of a spreadsheet. */
@ApiTags('console')
@Roles('admin')
@Controller('console/vehicle-catalogue')
export class VehicleCatalogueConsoleController {
  constructor(
    private readonly dataSource: DataSource,
    private readonly vehicles: VehicleAppraisalService,
  ) {}

  @Get()
  @ApiOperation({ summary: 'List the catalogue, newest first (sort, range, filter: vehicle_type, q = brand/model/body/spec, id)' })
  async list(
    @SimpleRestQuery(VEHICLE_CATALOGUE_LIST) query: ListQuery<typeof VEHICLE_CATALOGUE_LIST>,
    @Res({ passthrough: true }) res: Response,
  ): Promise<VehicleCatalogueEntry[]> {
    return sendListPage(res, VEHICLE_CATALOGUE_LIST, await listCatalogue(this.dataSource.manager, query));
  }

  @Post('import')
  @HttpCode(200)
  @UseInterceptors(UploadErrorsInterceptor, FileInterceptor('file', { storage: multer.memoryStorage(), limits: IMPORT_LIMITS, defParamCharset: 'utf8' }))
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['file'],
      properties: { file: { type: 'string', format: 'binary', description: `.xlsx or UTF-8 .csv, at most ${VEHICLE_IMPORT_MAX_ROWS} rows` } },
    },
  })
  @ApiOperation({
    summary:
      'Import the catalogue (all rows or none): new vehicles added, known ones updated. 400 VEHICLE_IMPORT_FORMAT; 413 FILE_TOO_LARGE; 422 VEHICLE_IMPORT_INVALID with data.problems [{row, field, message}]',
  })
  importCatalogue(@CurrentUser() actor: AuthUser, @UploadedFile() file: ImportFile | undefined): Promise<VehicleImportAnswer> {
    return this.vehicles.importCatalogue(actor.id, file);
  }
}
