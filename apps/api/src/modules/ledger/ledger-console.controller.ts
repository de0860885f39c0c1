import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Roles } from '../../common/decorators.js';
import { LedgerService } from './ledger.service.js';

/** The books, for admins: every account agrees with its transfers and all balances sum to zero. */
@ApiTags('console')
@Roles('admin')
@Controller('console/ledger')
export class LedgerConsoleController {
  constructor(private readonly ledger: LedgerService) {}

  @Get('reconciliation')
  @ApiOperation({
    summary: 'Accounts whose balance differs from the sum of their transfers, and the sum of all balances (must be 0)',
  })
  async reconciliation() {
    return { data: await this.ledger.reconcile() };
  }
}
