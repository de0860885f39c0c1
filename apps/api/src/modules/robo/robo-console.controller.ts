import { Controller, HttpCode, Param, ParseIntPipe, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import { emptyActionSchema, roboVipFlagSchema } from '@lendbridge/domain';
import type { EmptyActionInput, RoboVipFlagInput } from '@lendbridge/domain';
import { AppError } from '../../common/app-error.js';
import type { AuthUser } from '../../common/auth-user.js';
import { CurrentUser, Roles } from '../../common/decorators.js';
import { returnedRows } from '../../common/sql.js';
import { ValidBody } from '../../common/zod.pipe.js';
import { recordAudit } from '../audit/audit.js';
import { RoboJobs } from './robo.jobs.js';

/** Robo investing for admins: a round of the engine now, and the vip flag of a member. */
@ApiTags('console')
@Controller('console/robo')
@Roles('admin')
export class RoboConsoleController {
  constructor(
    private readonly dataSource: DataSource,
    private readonly jobs: RoboJobs,
  ) {}

  @Post('engine-runs')
  @HttpCode(200)
  @ApiOperation({ summary: 'Runs a round of the robo engine now (after the one in progress): {data: {accounts, skipped, investments, amount, refused, sales: {parts, sold, expired}}}' })
  async runEngine(@CurrentUser() actor: AuthUser, @ValidBody(emptyActionSchema) _input: EmptyActionInput) {
    const report = await this.jobs.runNow();
    await recordAudit(this.dataSource.manager, { actorId: actor.id, action: 'robo.engine_run', targetType: 'robo', targetId: 'engine', data: { ...report } });
    return { data: report };
  }

  @Post('vip/:id')
  @HttpCode(200)
  @ApiOperation({ summary: 'Flags a member as vip for the vip robo product, or takes the flag back: {robo_vip} → {data: {id, robo_vip}}' })
  async flagVip(@CurrentUser() actor: AuthUser, @Param('id', ParseIntPipe) id: number, @ValidBody(roboVipFlagSchema) input: RoboVipFlagInput) {
    return this.dataSource.transaction(async (manager) => {
      const rows = returnedRows<{ id: number; robo_vip: boolean }>(
        await manager.query(`UPDATE users SET robo_vip = $2, updated_at = now() WHERE id = $1 RETURNING id, robo_vip`, [id, input.robo_vip]),
      );
      if (!rows[0]) throw AppError.notFound();
      await recordAudit(manager, { actorId: actor.id, action: 'member.robo_vip', targetType: 'user', targetId: id, data: { robo_vip: input.robo_vip } });
      return { data: rows[0] };
    });
  }
}
