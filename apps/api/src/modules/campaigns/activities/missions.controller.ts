import { Controller, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { emptyActionSchema, missionActionSchema } from '@lendbridge/domain';
import type { EmptyActionInput, MissionActionInput } from '@lendbridge/domain';
import type { AuthUser } from '../../../common/auth-user.js';
import { CurrentUser } from '../../../common/decorators.js';
import { ValidBody } from '../../../common/zod.pipe.js';
import { MissionsService } from './missions.service.js';

/**
 * The missions of a missions campaign (the new-year activity) and the cards of a flip-cards
 * campaign (Christmas). Signed in, of the campaign's audience (403 with the ladder's code), while it
 * is live (404 CAMPAIGN_NOT_STARTED / CAMPAIGN_ENDED).
 */
@ApiTags('activities')
@Controller('activities/:key')
export class MissionsController {
  constructor(private readonly missions: MissionsService) {}

  @Get('overview')
  @ApiOperation({ summary: 'The activity overview: {data: {all_mission_count, ticket_count, missions: [{id, key, message}]}}' })
  async overview(@CurrentUser() user: AuthUser, @Param('key') key: string) {
    return { data: await this.missions.overview(user, key) };
  }

  @Post('spin')
  @HttpCode(200)
  @ApiOperation({ summary: 'Draws a task: {code: 1, data: {task}} (the open one while there is one), {code: -1, message, data: {task: null}} when every mission was drawn' })
  async spin(@CurrentUser() user: AuthUser, @Param('key') key: string, @ValidBody(emptyActionSchema) _body: EmptyActionInput) {
    return this.missions.spin(user, key);
  }

  @Put('start')
  @ApiOperation({ summary: 'Starts a mission {id}: a drawn task (its go button), or a flip card that counts from its start: {data: {id, started_at}}' })
  async start(@CurrentUser() user: AuthUser, @Param('key') key: string, @ValidBody(missionActionSchema) input: MissionActionInput) {
    return { data: await this.missions.start(user, key, input.id) };
  }

  @Get('mission')
  @ApiOperation({ summary: 'The open task: {data: task | null}' })
  async mission(@CurrentUser() user: AuthUser, @Param('key') key: string) {
    return { data: await this.missions.currentTask(user, key) };
  }

  @Get('completed-missions')
  @ApiOperation({ summary: 'The completed tasks: {data: [task]}' })
  async completed(@CurrentUser() user: AuthUser, @Param('key') key: string) {
    return { data: await this.missions.completedTasks(user, key) };
  }

  @Post('claim')
  @HttpCode(200)
  @ApiOperation({ summary: 'Claims a completed task {id}: {data: {granted, tickets, ticket_count, message}}; the tickets are granted once' })
  async claim(@CurrentUser() user: AuthUser, @Param('key') key: string, @ValidBody(missionActionSchema) input: MissionActionInput) {
    return { data: await this.missions.claim(user, key, input.id) };
  }

  @Get('flip-cards')
  @ApiOperation({ summary: 'The Christmas cards (full members): {data: [{id, key, content, notice, property, serial, needs_start, started_at, completed_at}]}' })
  async flipCards(@CurrentUser() user: AuthUser, @Param('key') key: string) {
    return { data: await this.missions.flipCards(user, key) };
  }
}
