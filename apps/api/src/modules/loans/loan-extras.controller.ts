import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Post,
  UploadedFiles,
  UseInterceptors,
} from '@nestjs/common';
import { FileFieldsInterceptor } from '@nestjs/platform-express';
import { ApiBody, ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';
import multer from 'multer';
import { CREDIT_CARD_BILL_IMAGE_FIELD, UPLOAD_TYPES, nameGuarantorSchema } from '@lendbridge/domain';
import type { NameGuarantorInput } from '@lendbridge/domain';
import type { AuthUser } from '../../common/auth-user.js';
import { CurrentUser, RequireMemberLevel } from '../../common/decorators.js';
import { ValidBody } from '../../common/zod.pipe.js';
import { BillImageErrorsInterceptor } from './bill-image-errors.interceptor.js';
import { CreditCardRecordsService } from './credit-card-records.service.js';
import type { ReceivedBillImage } from './credit-card-records.service.js';
import { GuarantorsService } from './guarantors.service.js';
import { LoanCollateralsService } from './loan-collaterals.service.js';

/** The form is four text fields and the bill image. */
const CREDIT_CARD_MULTIPART_LIMITS = {
  fileSize: UPLOAD_TYPES.image.maxBytes,
  files: 1,
  fields: 4,
  fieldSize: 1024,
  fieldNameSize: 100,
  parts: 5,
};

type ReceivedBill = Partial<Record<typeof CREDIT_CARD_BILL_IMAGE_FIELD, ReceivedBillImage[]>>;

/** Parts of a draft beside its form blocks: collaterals, credit-card records and the named guarantor. */
@ApiTags('loan applications')
@Controller('loan-applications')
@RequireMemberLevel('full')
export class LoanApplicationExtrasController {
  constructor(
    private readonly collaterals: LoanCollateralsService,
    private readonly creditCards: CreditCardRecordsService,
    private readonly guarantors: GuarantorsService,
  ) {}

  @Get(':serial/collaterals')
  @ApiOperation({ summary: 'The collaterals of one of my applications, each with its id' })
  async listCollaterals(@CurrentUser() user: AuthUser, @Param('serial') serial: string) {
    return { data: await this.collaterals.list(user, serial) };
  }

  @Post(':serial/collaterals')
  @HttpCode(201)
  @ApiOperation({ summary: 'Add a collateral to a pawn_project or realty draft (pawn or realty collateral form)' })
  @ApiBody({ schema: { type: 'object', required: ['type', 'details'] } })
  async addCollateral(@CurrentUser() user: AuthUser, @Param('serial') serial: string, @Body() body: unknown) {
    return { data: await this.collaterals.add(user, serial, body) };
  }

  @Delete(':serial/collaterals/:index')
  @ApiOperation({ summary: 'Remove the collateral at a position of the list of a draft' })
  async removeCollateral(@CurrentUser() user: AuthUser, @Param('serial') serial: string, @Param('index') index: string) {
    return { data: { collaterals: await this.collaterals.remove(user, serial, index) } };
  }

  @Get(':serial/credit-card-records')
  @ApiOperation({ summary: 'The credit-card records of one of my applications (card numbers masked)' })
  async listCreditCardRecords(@CurrentUser() user: AuthUser, @Param('serial') serial: string) {
    return { data: await this.creditCards.list(user, serial) };
  }

  @Post(':serial/credit-card-records')
  @HttpCode(201)
  @UseInterceptors(
    BillImageErrorsInterceptor,
    FileFieldsInterceptor([{ name: CREDIT_CARD_BILL_IMAGE_FIELD, maxCount: 1 }], {
      storage: multer.memoryStorage(),
      limits: CREDIT_CARD_MULTIPART_LIMITS,
      defParamCharset: 'utf8',
    }),
  )
  @ApiOperation({ summary: 'Add a credit-card record with its bill image to a draft' })
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['bank', 'card_number', 'amount', CREDIT_CARD_BILL_IMAGE_FIELD],
      properties: {
        bank: { type: 'string' },
        account: { type: 'string' },
        card_number: { type: 'string' },
        amount: { type: 'string' },
        [CREDIT_CARD_BILL_IMAGE_FIELD]: { type: 'string', format: 'binary', description: 'JPG/PNG' },
      },
    },
  })
  async createCreditCardRecord(
    @CurrentUser() user: AuthUser,
    @Param('serial') serial: string,
    @Body() body: unknown,
    @UploadedFiles() files: ReceivedBill | undefined,
  ) {
    const bill = files?.[CREDIT_CARD_BILL_IMAGE_FIELD]?.[0];
    const record = await this.creditCards.create(user, serial, { ...(body as object | undefined) }, bill);
    return {
      data: {
        record: { id: record.id, bank: record.bank, amount: record.amount, card_number: record.card_number },
        url: record.bill_image.url,
      },
    };
  }

  @Post(':serial/guarantor')
  @HttpCode(200)
  @ApiOperation({ summary: 'Name the guarantor of a guarantor-type draft by identity number' })
  async nameGuarantor(
    @CurrentUser() user: AuthUser,
    @Param('serial') serial: string,
    @ValidBody(nameGuarantorSchema) input: NameGuarantorInput,
  ) {
    return { data: await this.guarantors.name(user, serial, input.resident_id) };
  }
}

/** The delete call of the credit-card record sub-form, at the path the spec gives. */
@ApiTags('loan applications')
@Controller('laon-application/related-data/credit-card-record')
@RequireMemberLevel('full')
export class CreditCardRecordDeleteController {
  constructor(private readonly creditCards: CreditCardRecordsService) {}

  @Post(':id/delete')
  @HttpCode(200)
  @ApiOperation({ summary: 'Delete a credit-card record of my draft' })
  async remove(@CurrentUser() user: AuthUser, @Param('id') id: string) {
    await this.creditCards.remove(user, id);
    return { data: { deleted: true } };
  }
}
