import { Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { DTI_VALUES, EXAMPLE_CREDIT_TRY_ANSWERS_A, creditLine, creditLineRequestSchema, creditTryAnswersSchema, creditTryLevelResult } from '@lendbridge/domain';
import type { CreditLineRequest, CreditTryAnswers } from '@lendbridge/domain';
import type { AuthUser } from '../../common/auth-user.js';
import { CurrentUser, Public } from '../../common/decorators.js';
import { ApiExample } from '../../common/openapi.js';
import { ValidBody } from '../../common/zod.pipe.js';
import { CreditTryService } from './credit-try.service.js';

/** A salaried applicant's answers of level A, and a line for NT$ 800,000 a year at the lowest dti. */
const LINE_REQUEST_EXAMPLE: CreditLineRequest = { income: 80, dti: DTI_VALUES.A, credit_level: 'A2' };

@ApiTags('credit-try')
@Controller('credit-try')
export class CreditTryController {
  constructor(private readonly creditTry: CreditTryService) {}

  @Public()
  @Post('level')
  @HttpCode(200)
  @ApiOperation({ summary: 'The level of a complete answer set, its yearly rate range and credit-line level' })
  @ApiExample({ data: creditTryLevelResult(EXAMPLE_CREDIT_TRY_ANSWERS_A) })
  level(@ValidBody(creditTryAnswersSchema, EXAMPLE_CREDIT_TRY_ANSWERS_A) answers: CreditTryAnswers) {
    return { data: this.creditTry.level(answers) };
  }

  @Public()
  @Post('credit-line')
  @HttpCode(200)
  @ApiOperation({ summary: 'The credit line (whole NT$) for an annual income, a dti ratio and a credit-line level' })
  @ApiExample({ data: { line: creditLine(LINE_REQUEST_EXAMPLE) } })
  creditLine(@ValidBody(creditLineRequestSchema, LINE_REQUEST_EXAMPLE) request: CreditLineRequest) {
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
