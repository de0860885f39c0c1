import { Controller, Get, Header, Query, Req } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { VEHICLE_SELECTION_FIELDS, vehicleEstimateOf, vehicleOptionsQuerySchema } from '@lendbridge/domain';
import type { VehicleCaptchaChallenge, VehicleOptionsAnswer, VehicleOptionsQuery, VehicleSearchAnswer } from '@lendbridge/domain';
import { Public } from '../../common/decorators.js';
import { ApiExample } from '../../common/openapi.js';
import { zodPipe } from '../../common/zod.pipe.js';
import { throttleAddress } from '../auth/client-address.js';
import { VehicleAppraisalService } from './vehicle-appraisal.service.js';

const addressOf = (req: Request): string => throttleAddress(req.ip ?? 'unknown');

/** The selections of a 2024 Toyota RAV4 2.0 豪華 of the demo catalogue, as the page sends them. */
const SELECTION_EXAMPLE: Readonly<Record<(typeof VEHICLE_SELECTION_FIELDS)[number], string>> = {
  vehicle_type: 'car',
  kind: 'Toyota',
  car: 'RAV4',
  year: '2024',
  made_year: '2024',
  type: '休旅車',
  spec: '2.0 豪華',
  price: '1049000',
};

const selectionQueries = (required: boolean): MethodDecorator[] =>
  VEHICLE_SELECTION_FIELDS.map((name) =>
    ApiQuery({ name, required: required || name === 'vehicle_type', type: String, example: SELECTION_EXAMPLE[name] }),
  );

const OPTIONS_EXAMPLE: { data: VehicleOptionsAnswer } = {
  data: {
    kind_options: [],
    car_options: ['Corolla Altis', 'RAV4'],
    year_options: [],
    made_year_options: [],
    type_options: [],
    spec_options: [],
    price_options: [],
  },
};

const SEARCH_EXAMPLE: VehicleSearchAnswer = {
  data: { result: vehicleEstimateOf({ vehicle_type: 'car', price: 1_049_000, made_year: 2024 }, '2026-11-28'), note: '示範資料' },
};

const documented =
  (...decorators: MethodDecorator[]): MethodDecorator =>
  (target, key, descriptor) => {
    for (const decorator of decorators) decorator(target, key, descriptor);
  };

/** The vehicle (car or motorcycle) appraisal, open to visitors. */
@ApiTags('vehicle-appraisal')
@Public()
@Controller('vehicle-appraisal')
export class VehicleAppraisalController {
  constructor(private readonly vehicles: VehicleAppraisalService) {}

  @Get('car')
  @ApiOperation({
    summary:
      'The option lists of the cumulative selections (vehicle_type, kind, car, year, made_year, type, spec, price): every *_options list, only the next one filled. 400 with field errors for a bad or out-of-order selection',
  })
  @documented(...selectionQueries(false))
  @ApiExample(OPTIONS_EXAMPLE, 'With vehicle_type=car and kind=Toyota chosen (the later selections left out), the models come next')
  async options(@Query(zodPipe(vehicleOptionsQuerySchema)) selections: VehicleOptionsQuery): Promise<{ data: VehicleOptionsAnswer }> {
    return { data: await this.vehicles.options(selections) };
  }

  @Get('challenge')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'A proof-of-work challenge of the human check (ALTCHA), for the widget to solve; 429 past the address limit' })
  @ApiOkResponse({
    schema: {
      example: {
        data: {
          parameters: {
            algorithm: 'PBKDF2/SHA-256',
            cost: 1000,
            expiresAt: 1795905772,
            keyLength: 32,
            keyPrefix: '1dae0977be1e39c3b706a5cbcbdd8e9d',
            keySignature: '58bfbb80382d951eec23332b62906e34faae9229c7695a8015c71df4d60c071f',
            nonce: '1805a849df2c44a61a5ce2557ad373b9',
            salt: '942b9b7a838f8bf9a135f7564408bd0c',
          },
          signature: '5eb38754b878e13677289dcad545475e1238287c61e752caab2edfe4e5b97fce',
        },
      },
    },
  })
  async challenge(@Req() req: Request): Promise<{ data: VehicleCaptchaChallenge }> {
    return { data: await this.vehicles.challenge(addressOf(req)) };
  }

  @Get('search')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    summary:
      'The estimate (data.result) of the vehicle of every selection on the business date, with the catalogue note. captcha: the solved challenge (base64), good once. 400 bad selections; 403 CAPTCHA_FAILED and 404 VEHICLE_NOT_FOUND answer 目前伺服器忙碌中; 429 past the address limit',
  })
  @documented(...selectionQueries(true), ApiQuery({ name: 'captcha', required: true, type: String, example: 'eyJhbGdvcml0aG0iOiJQQktERjIvU0hBLTI1NiIsImNvdW50ZXIiOjE4MzIsInNpZ25hdHVyZSI6IjVlYjM4NzU0In0=' }))
  @ApiExample(SEARCH_EXAMPLE)
  async search(@Query() query: unknown, @Req() req: Request): Promise<VehicleSearchAnswer> {
    return { data: await this.vehicles.search(query, addressOf(req)) };
  }
}
