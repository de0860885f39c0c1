import { Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { BorrowerPawnCaseActionAnswer, BorrowerPawnCaseListAnswer } from '@lendbridge/domain';
import type { AuthUser } from '../../common/auth-user.js';
import { CurrentUser, RequireMemberLevel } from '../../common/decorators.js';
import { PawnshopService } from './pawnshop.service.js';

/** The borrower's pawn cases on /account/borrower: the terms a pawnshop set, agreed or declined there. */
@ApiTags('borrower')
@Controller('borrower/pawn-cases')
@RequireMemberLevel('full')
export class BorrowerPawnCasesController {
  constructor(private readonly pawnshop: PawnshopService) {}

  @Get()
  @ApiOperation({ summary: 'My pawn cases, newest first, with the terms set and the schedule they make' })
  async list(@CurrentUser() user: AuthUser): Promise<BorrowerPawnCaseListAnswer> {
    return { data: await this.pawnshop.borrowerCases(user.id) };
  }

  @Post(':serial/confirm')
  @HttpCode(200)
  @ApiParam({ name: 'serial', description: 'Application serial' })
  @ApiOperation({ summary: 'Agree to the terms waiting for my answer; none waiting: 409 NOT_CONFIRMABLE; not mine: 404' })
  confirm(@CurrentUser() user: AuthUser, @Param('serial') serial: string): Promise<BorrowerPawnCaseActionAnswer> {
    return this.pawnshop.answer(user.id, serial, true);
  }

  @Post(':serial/decline')
  @HttpCode(200)
  @ApiParam({ name: 'serial', description: 'Application serial' })
  @ApiOperation({ summary: 'Decline the terms: the case goes back to its pawnshop, which may set new ones; none waiting: 409; not mine: 404' })
  decline(@CurrentUser() user: AuthUser, @Param('serial') serial: string): Promise<BorrowerPawnCaseActionAnswer> {
    return this.pawnshop.answer(user.id, serial, false);
  }
}
