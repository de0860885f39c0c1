import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, UploadedFile, UseInterceptors } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { ApiBody, ApiConsumes, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import multer from 'multer';
import {
  CART_TEXTS,
  FINANCIAL_STATEMENTS,
  FINANCIAL_YEAR_MAX,
  FINANCIAL_YEAR_MIN,
  GALLERY_KINDS,
  GALLERY_CAPTION_MAX_LENGTH,
  LISTING_TEXTS,
  MESSAGES,
  UPLOAD_TYPES,
  commoditySetSchema,
  creditRecordsSchema,
  farmerProfileSchema,
  financialStatementPathSchema,
  financialStatementWriteSchemaOf,
  galleryCaptionSchema,
  zodIssuesToFieldErrors,
} from '@lendbridge/domain';
import type {
  CommoditySetInput,
  ConsoleLoanListing,
  CreditRecordsInput,
  FarmerProfileInput,
  FinancialStatementPath,
  FinancialStatementWriteInput,
} from '@lendbridge/domain';
import { AppError } from '../../common/app-error.js';
import type { FieldErrors } from '../../common/app-error.js';
import type { AuthUser } from '../../common/auth-user.js';
import { CurrentUser, Roles } from '../../common/decorators.js';
import { ValidBody } from '../../common/zod.pipe.js';
import { UploadErrorsInterceptor } from '../uploads/upload-errors.interceptor.js';
import { ListingService } from './listing.service.js';

/** The gallery form: kind, caption and one image, read no further than the image limit. */
const GALLERY_LIMITS = {
  fileSize: UPLOAD_TYPES.image.maxBytes,
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

const ID_PATTERN = /^[1-9]\d{0,14}$/;

/** An id from the path; anything that is not one is simply not found. */
const idOf = (text: string, message: string = MESSAGES.notFound): number => {
  if (!ID_PATTERN.test(text)) throw AppError.notFound(message);
  return Number(text);
};

/** The statement and year of a financials path: 400 on the field that is wrong. */
const statementPathOf = (statement: string, year: string): FinancialStatementPath => {
  const parsed = financialStatementPathSchema.safeParse({ statement, year });
  if (!parsed.success) throw AppError.validation(zodIssuesToFieldErrors(parsed.error));
  return parsed.data;
};

/** The statement's own items: an item of the other statement is an unknown field. */
const statementItemsOf = (path: FinancialStatementPath, body: unknown): FinancialStatementWriteInput => {
  const parsed = financialStatementWriteSchemaOf(path.statement).safeParse(body ?? {});
  if (!parsed.success) throw AppError.validation(zodIssuesToFieldErrors(parsed.error));
  return parsed.data;
};

const YEAR_RANGE = `${FINANCIAL_YEAR_MIN} to ${FINANCIAL_YEAR_MAX}`;
const ANSWER = 'Answers {data: ConsoleLoanListing}';
const WRITE_RULES = '409 LISTING_NOT_EDITABLE unless the loan is rate_confirming or matching';

/**
 * A loan's listing extras for admins: the farmer profile, commodity sets and gallery of a farmer
 * loan, the borrower's credit records and the SME financial statements. Each write answers the
 * whole listing as it is afterwards.
 */
@ApiTags('console')
@Roles('admin')
@Controller('console/loans/:id/listing')
@ApiParam({ name: 'id', description: 'Loan id' })
export class ListingConsoleController {
  constructor(private readonly listing: ListingService) {}

  @Get()
  @ApiOperation({ summary: `The listing: {data: {loan, farmer, credit_records, financials, editable}}; unknown loan 404` })
  async show(@Param('id') id: string): Promise<{ data: ConsoleLoanListing }> {
    return { data: await this.listing.consoleListing(idOf(id)) };
  }

  @Put('farmer')
  @ApiOperation({
    summary: `Save the farmer profile {produce_situation, place_of_origin, lat?, lng?, payment_in_goods}. ${ANSWER}; 422 NOT_FARMER_LOAN; ${WRITE_RULES}`,
  })
  async farmer(
    @CurrentUser() user: AuthUser,
    @Param('id') id: string,
    @ValidBody(farmerProfileSchema) input: FarmerProfileInput,
  ): Promise<{ data: ConsoleLoanListing }> {
    return { data: await this.listing.saveFarmer(user.id, idOf(id), input) };
  }

  @Post('commodity-sets')
  @HttpCode(201)
  @ApiOperation({
    summary: `Add a commodity set {name, description?, amount} (at most the loan amount). ${ANSWER}; 422 without a farmer profile; ${WRITE_RULES}`,
  })
  async addCommoditySet(
    @CurrentUser() user: AuthUser,
    @Param('id') id: string,
    @ValidBody(commoditySetSchema) input: CommoditySetInput,
  ): Promise<{ data: ConsoleLoanListing }> {
    return { data: await this.listing.addCommoditySet(user.id, idOf(id), input) };
  }

  @Delete('commodity-sets/:setId')
  @ApiParam({ name: 'setId', description: 'Commodity set id' })
  @ApiOperation({ summary: `Remove a commodity set. ${ANSWER}; 422 COMMODITY_SET_IN_USE while a cart item or investment names it; ${WRITE_RULES}` })
  async removeCommoditySet(
    @CurrentUser() user: AuthUser,
    @Param('id') id: string,
    @Param('setId') setId: string,
  ): Promise<{ data: ConsoleLoanListing }> {
    return { data: await this.listing.removeCommoditySet(user.id, idOf(id), idOf(setId, CART_TEXTS.commoditySetNotFound)) };
  }

  @Post('gallery')
  @HttpCode(201)
  @UseInterceptors(
    UploadErrorsInterceptor,
    FileInterceptor('file', { storage: multer.memoryStorage(), limits: GALLERY_LIMITS, defParamCharset: 'utf8' }),
  )
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['file', 'kind'],
      properties: {
        file: { type: 'string', format: 'binary', description: 'JPG/PNG up to 8 MB' },
        kind: { type: 'string', enum: [...GALLERY_KINDS] },
        caption: { type: 'string', maxLength: GALLERY_CAPTION_MAX_LENGTH },
      },
    },
  })
  @ApiOperation({ summary: `Add a gallery image (multipart file, kind, caption). ${ANSWER}; 422 without a farmer profile; ${WRITE_RULES}` })
  async addGalleryImage(
    @CurrentUser() user: AuthUser,
    @Param('id') id: string,
    @Body() body: unknown,
    @UploadedFile() file: ReceivedFile | undefined,
  ): Promise<{ data: ConsoleLoanListing }> {
    const parsed = galleryCaptionSchema.safeParse({ ...(body as object | undefined) });
    const errors: FieldErrors = parsed.success ? {} : zodIssuesToFieldErrors(parsed.error);
    if (file === undefined) errors.file = MESSAGES.minImages;
    if (!parsed.success || file === undefined) throw AppError.validation(errors);
    const loanId = idOf(id);
    return {
      data: await this.listing.addGalleryImage(user.id, loanId, parsed.data, { originalName: file.originalname, bytes: file.buffer }),
    };
  }

  @Delete('gallery/:imageId')
  @ApiParam({ name: 'imageId', description: 'Gallery image id' })
  @ApiOperation({ summary: `Remove a gallery image. ${ANSWER}; ${WRITE_RULES}` })
  async removeGalleryImage(
    @CurrentUser() user: AuthUser,
    @Param('id') id: string,
    @Param('imageId') imageId: string,
  ): Promise<{ data: ConsoleLoanListing }> {
    return { data: await this.listing.removeGalleryImage(user.id, idOf(id), idOf(imageId, LISTING_TEXTS.galleryImageNotFound)) };
  }

  @Put('credit-records')
  @ApiOperation({ summary: `Replace the credit records {records: [{institution, kind, balance_thousand}]}. ${ANSWER}; ${WRITE_RULES}` })
  async creditRecords(
    @CurrentUser() user: AuthUser,
    @Param('id') id: string,
    @ValidBody(creditRecordsSchema) input: CreditRecordsInput,
  ): Promise<{ data: ConsoleLoanListing }> {
    return { data: await this.listing.saveCreditRecords(user.id, idOf(id), input) };
  }

  @Put('financials/:statement/:year')
  @ApiParam({ name: 'statement', enum: FINANCIAL_STATEMENTS })
  @ApiParam({ name: 'year', description: YEAR_RANGE })
  @ApiOperation({ summary: `Save one year of a statement {items: {item: thousands of NT$}}. ${ANSWER}; ${WRITE_RULES}` })
  @ApiBody({ schema: { type: 'object', required: ['items'], properties: { items: { type: 'object', additionalProperties: { type: 'integer' } } } } })
  async saveStatement(
    @CurrentUser() user: AuthUser,
    @Param('id') id: string,
    @Param('statement') statement: string,
    @Param('year') year: string,
    @Body() body: unknown,
  ): Promise<{ data: ConsoleLoanListing }> {
    const path = statementPathOf(statement, year);
    const input = statementItemsOf(path, body);
    return { data: await this.listing.saveStatement(user.id, idOf(id), path.statement, path.year, input) };
  }

  @Delete('financials/:statement/:year')
  @ApiParam({ name: 'statement', enum: FINANCIAL_STATEMENTS })
  @ApiParam({ name: 'year', description: YEAR_RANGE })
  @ApiOperation({ summary: `Remove one year of a statement. ${ANSWER}; ${WRITE_RULES}` })
  async removeStatement(
    @CurrentUser() user: AuthUser,
    @Param('id') id: string,
    @Param('statement') statement: string,
    @Param('year') year: string,
  ): Promise<{ data: ConsoleLoanListing }> {
    const path = statementPathOf(statement, year);
    return { data: await this.listing.removeStatement(user.id, idOf(id), path.statement, path.year) };
  }
}
