import { Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { idCardVerifyRequestSchema } from '@lendbridge/domain';
import type { IdCardVerifyRequest } from '@lendbridge/domain';
import type { AuthUser } from '../../common/auth-user.js';
import { CurrentUser, RequireMemberLevel } from '../../common/decorators.js';
import { ValidBody } from '../../common/zod.pipe.js';
import { IdCardService } from './id-card.service.js';

/** The student ID-card widget: check or verify the member's own ID card. */
@ApiTags('loan applications')
@Controller('id-card')
@RequireMemberLevel('full')
export class IdCardController {
  constructor(private readonly idCards: IdCardService) {}

  @Get('check/:idnum')
  @ApiOperation({ summary: 'Whether I have verified my own ID card, named in full or masked (200), or not (400)' })
  async check(@CurrentUser() user: AuthUser, @Param('idnum') idnum: string) {
    return { data: await this.idCards.check(user, idnum) };
  }

  @Post('verify')
  @HttpCode(200)
  @ApiOperation({ summary: 'Verify my own ID card with the re-issue check (400 with the reason; another ID 400 ID_CARD_NOT_OWN)' })
  async verify(@CurrentUser() user: AuthUser, @ValidBody(idCardVerifyRequestSchema) input: IdCardVerifyRequest) {
    return { data: await this.idCards.verify(user, input) };
  }
}
