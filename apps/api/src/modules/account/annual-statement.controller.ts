import { Controller, Get, Header, Param, StreamableFile } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { ANNUAL_STATEMENT_CONTENT_TYPE, annualStatementFileName, annualStatementPath } from '@lendbridge/domain';
import type { AnnualStatementYear } from '@lendbridge/domain';
import type { AuthUser } from '../../common/auth-user.js';
import { CurrentUser, RequireMemberLevel } from '../../common/decorators.js';
import { AnnualStatementService } from './annual-statement.service.js';

const EXAMPLE_YEARS: { data: AnnualStatementYear[] } = {
  data: [
    { year: 2026, totals: { interest: 4_512, fees: 298, principal: 52_340, penalty: 37, cashback: 200 } },
    { year: 2025, totals: { interest: 1_208, fees: 84, principal: 14_655, penalty: 0, cashback: 0 } },
  ].map((entry) => ({ ...entry, file_name: annualStatementFileName(entry.year), download_path: annualStatementPath(entry.year) })),
};

/** The lender's annual income statement (年度收益對帳單): the member's own years only. */
@ApiTags('account')
@Controller('account')
@RequireMemberLevel('full')
export class AnnualStatementController {
  constructor(private readonly statements: AnnualStatementService) {}

  @Get('statements')
  @ApiOperation({ summary:
      'The calendar years (Taipei) with interest, fees, principal returned, penalties or cashback: {data: [{year, totals: {interest, fees, principal, penalty, cashback}, file_name, download_path}]}, newest first' })
  @ApiOkResponse({ description: 'The years with an annual statement', schema: { example: EXAMPLE_YEARS } })
  async years(@CurrentUser() user: AuthUser): Promise<{ data: AnnualStatementYear[] }> {
    return { data: await this.statements.years(user.id) };
  }

  @Get('statements/:year.pdf')
  @Header('Cache-Control', 'private, no-store')
  @ApiProduces(ANNUAL_STATEMENT_CONTENT_TYPE)
  @ApiOperation({
    summary:
      'The annual income statement of a year (YYYY, up to the business year) as a PDF attachment lendbridge-annual-statement-YYYY.pdf: interest, fees, principal returned, penalties and cashback per loan and in total, from the ledger; 400 for a malformed or future year, 404 for a year without activity',
  })
  @ApiOkResponse({
    description: 'The PDF file (text in Noto Sans TC): the year’s totals, one row per loan, the cashback row and the totals row',
    content: { [ANNUAL_STATEMENT_CONTENT_TYPE]: { schema: { type: 'string', format: 'binary' } } },
  })
  async pdf(@CurrentUser() user: AuthUser, @Param('year') year: string): Promise<StreamableFile> {
    const statement = await this.statements.statement(user.id, year);
    const bytes = await this.statements.render(statement);
    const fileName = annualStatementFileName(statement.year);
    return new StreamableFile(bytes, { type: ANNUAL_STATEMENT_CONTENT_TYPE, length: bytes.length, disposition: `attachment; filename="${fileName}"` });
  }
}
