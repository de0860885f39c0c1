import { Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { guarantorConfirmSchema } from '@lendbridge/domain';
import type { GuarantorConfirmInput } from '@lendbridge/domain';
import type { AuthUser } from '../../common/auth-user.js';
import { CurrentUser, RequireMemberLevel } from '../../common/decorators.js';
import { ValidBody } from '../../common/zod.pipe.js';
import { GuarantorsService } from './guarantors.service.js';

/** The guarantor link form (/loan-application/{serial} and /guarantor/link). */
@ApiTags('guarantor')
@Controller('guarantor')
@RequireMemberLevel('full')
export class GuarantorsController {
  constructor(private readonly guarantors: GuarantorsService) {}

  @Get('cases')
  @ApiOperation({ summary: 'Applications that name me as guarantor (borrower name masked)' })
  async cases(@CurrentUser() user: AuthUser) {
    return { data: await this.guarantors.cases(user) };
  }

  @Post('confirm')
  @HttpCode(200)
  @ApiOperation({ summary: 'Confirm being the guarantor of a case with my identity number and relationship' })
  async confirm(@CurrentUser() user: AuthUser, @ValidBody(guarantorConfirmSchema) input: GuarantorConfirmInput) {
    return { data: await this.guarantors.confirm(user, input) };
  }
}
