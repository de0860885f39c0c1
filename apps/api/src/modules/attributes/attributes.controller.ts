import { Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { attributesRequestSchema } from '@lendbridge/domain';
import type { AttributesRequest } from '@lendbridge/domain';
import { Public } from '../../common/decorators.js';
import { ValidBody } from '../../common/zod.pipe.js';
import { AttributesService } from './attributes.service.js';
import type { AttributeOption } from './attributes.service.js';

@ApiTags('attributes')
@Controller()
export class AttributesController {
  constructor(private readonly attributes: AttributesService) {}

  @Public()
  @Post('attributes')
  @HttpCode(200)
  @ApiOperation({ summary: 'Option lists by attribute name, each with an optional context' })
  async resolve(
    @ValidBody(attributesRequestSchema) request: AttributesRequest,
  ): Promise<{ data: Record<string, AttributeOption[]> }> {
    return { data: await this.attributes.resolve(request) };
  }

  @Public()
  @Get('address-attributes')
  @ApiOperation({ summary: 'The districts of a city with their zip codes' })
  zipCodes(@Query('city') city: unknown): { data: Record<string, string> } {
    return { data: this.attributes.zipCodesOf(city) };
  }
}
