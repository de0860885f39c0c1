import { Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { creditLineRequestSchema, creditTryAnswersSchema } from '@lendbridge/domain';
import type { CreditLineRequest, CreditTryAnswers } from '@lendbridge/domain';
import type { AuthUser } from '../../common/auth-user.js';
import { CurrentUser, Public } from '../../common/decorators.js';
import { ValidBody } from '../../common/zod.pipe.js';
import { CreditTryService } from './credit-try.service.js';

@ApiTags('credit-try')
@Controller('credit-try')
export class CreditTryController {
  constructor(private readonly creditTry: CreditTryService) {}

  @Public()
  @Post('level')
  @HttpCode(200)
  @ApiOperation({ summary: 'The level of a complete answer set, its yearly rate range and credit-line level' })
  level(@ValidBody(creditTryAnswersSchema) answers: CreditTryAnswers) {
    return { data: this.creditTry.level(answers) };
  }

  @Public()
  @Post('credit-line')
  @HttpCode(200)
  @ApiOperation({ summary: 'The credit line (whole NT$) for an annual income, a dti ratio and a credit-line level' })
  creditLine(@ValidBody(creditLineRequestSchema) request: CreditLineRequest) {
    return { data: this.creditTry.line(request) };
  }

  @Post()
  @ApiOperation({ summary: 'Store the answers with the level and credit line computed from them' })
  async create(@CurrentUser() user: AuthUser, @ValidBody(creditTryAnswersSchema) answers: CreditTryAnswers) {
    return { data: await this.creditTry.save(user.id, answers) };
  }

  @Get('latest')
  @ApiOperation({ summary: 'The latest stored result, or null' })
  async latest(@CurrentUser() user: AuthUser) {
    return { data: await this.creditTry.latest(user.id) };
  }
}
