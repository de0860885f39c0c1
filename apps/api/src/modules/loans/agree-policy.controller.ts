import { Controller, Get, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { agreePolicySchema } from '@lendbridge/domain';
import type { AgreePolicyInput } from '@lendbridge/domain';
import type { AuthUser } from '../../common/auth-user.js';
import { CurrentUser } from '../../common/decorators.js';
import { ValidBody } from '../../common/zod.pipe.js';
import { PolicyAgreementsService } from './policy-agreements.service.js';

@ApiTags('agree policy')
@Controller('agree-policy')
export class AgreePolicyController {
  constructor(private readonly agreements: PolicyAgreementsService) {}

  @Get()
  @ApiOperation({ summary: 'Whether I accepted the current policy version' })
  async show(@CurrentUser() user: AuthUser) {
    return { data: await this.agreements.current(user.id) };
  }

  @Post()
  @ApiOperation({ summary: 'Accept the current privacy and transaction policies' })
  async agree(@CurrentUser() user: AuthUser, @ValidBody(agreePolicySchema) input: AgreePolicyInput) {
    return { data: await this.agreements.agree(user.id, input) };
  }
}
