import { Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { attributesRequestSchema } from '@lendbridge/domain';
import type { AttributesRequest } from '@lendbridge/domain';
import { Public } from '../../common/decorators.js';
import { ApiExample } from '../../common/openapi.js';
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
  @ApiExample({
    data: {
      'address.district': [
        { value: '中正區', label: '中正區', zip_code: '100' },
        { value: '大同區', label: '大同區', zip_code: '103' },
        { value: '中山區', label: '中山區', zip_code: '104' },
      ],
    },
  })
  async resolve(
    @ValidBody(attributesRequestSchema, { 'address.district': { city: '臺北市' } }) request: AttributesRequest,
  ): Promise<{ data: Record<string, AttributeOption[]> }> {
    return { data: await this.attributes.resolve(request) };
  }

  @Public()
  @Get('address-attributes')
  @ApiOperation({ summary: 'The districts of a city with their zip codes' })
  @ApiQuery({ name: 'city', required: true, example: '臺北市' })
  @ApiExample({ data: { 中正區: '100', 大同區: '103', 中山區: '104', 松山區: '105', 大安區: '106', 萬華區: '108' } })
  zipCodes(@Query('city') city: unknown): { data: Record<string, string> } {
    return { data: this.attributes.zipCodesOf(city) };
  }
}
