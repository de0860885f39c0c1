import { Controller, Get, HttpCode, Param, ParseIntPipe, Post, Query, Req, Res, StreamableFile } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import {
  alumniVerifySchema,
  cardReturnSchema,
  crowdfundingContractQuerySchema,
  crowdfundingDeliveryAddressSchema,
  crowdfundingOrderSchema,
  emptyActionSchema,
  pageQuerySchema,
} from '@lendbridge/domain';
import type { AlumniVerifyInput, CardReturnInput, CrowdfundingContractQuery, CrowdfundingDeliveryAddressInput, CrowdfundingOrderInput, EmptyActionInput, PageQuery } from '@lendbridge/domain';
import type { AuthUser } from '../../common/auth-user.js';
import { CurrentUser, Public, RequireMemberLevel } from '../../common/decorators.js';
import { ValidBody, zodPipe } from '../../common/zod.pipe.js';
import { Idempotent } from '../ledger/idempotency.js';
import { UploadsService } from '../uploads/uploads.service.js';
import { CrowdfundingInvestmentsService } from './crowdfunding-investments.service.js';
import { CrowdfundingService } from './crowdfunding.service.js';
import { ApiPicture } from '../../common/openapi.js';

/** A crowdfunding project for visitors and backers: its page, the contract preview, the alumni check and the order. */
@ApiTags('crowdfunding')
@Controller('v1/crowdfundings')
export class CrowdfundingController {
  constructor(
    private readonly crowdfunding: CrowdfundingService,
    private readonly uploads: UploadsService,
  ) {}

  @Get()
  @Public()
  @ApiOperation({
    summary: 'The open projects with plans, newest first: {data: [{serial, title, kind, owner_name, summary, image (path or null), from_amount (the least first period), units_left}]}',
  })
  async list() {
    return { data: await this.crowdfunding.list() };
  }

  @Get(':serial/images/:uploadId')
  @Public()
  @ApiOperation({ summary: "An image block of the project's page (public); an id the page does not show: 404" })
  @ApiPicture()
  async image(@Param('serial') serial: string, @Param('uploadId') uploadId: string, @Res({ passthrough: true }) res: Response): Promise<StreamableFile> {
    const upload = await this.uploads.findPublished(await this.crowdfunding.imageUploadId(serial, uploadId));
    const stream = await this.uploads.open(upload);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Cache-Control', 'public, max-age=3600');
    return new StreamableFile(stream, { type: upload.mimeType, length: upload.sizeBytes });
  }

  @Get(':serial')
  @Public()
  @ApiOperation({
    summary:
      'A project: {data: {serial, title, kind, member_serial, owner_name, status (open|finished), plans [{id, title, rates [{period, first_period_amount, later_period_amount}], tabs, units, units_left}], ' +
      'contents [{type, content}], can_order, reason, balance, default_delivery {name, mobile, address}, virtual_account, virtual_account_bank_code, business_date}}; 404 CROWDFUNDING_NOT_FOUND. ' +
      'The viewer\'s own or a finished project: can_order false with the reason',
  })
  async detail(@Param('serial') serial: string, @Req() req: Request) {
    return { data: await this.crowdfunding.detail(serial, req.authUser ?? null) };
  }

  @Get(':serial/contract')
  @Public()
  @ApiOperation({ summary: 'The contract preview of a plan and period: {data: {title, sections [{heading, paragraphs}], html}}; 400 on plan_id or period' })
  async contract(@Param('serial') serial: string, @Query(zodPipe(crowdfundingContractQuerySchema)) query: CrowdfundingContractQuery, @Req() req: Request) {
    return { data: await this.crowdfunding.contract(serial, query.plan_id, query.period, req.authUser ?? null) };
  }

  @Get(':serial/alumni-verify')
  @RequireMemberLevel('member')
  @ApiOperation({ summary: 'The alumni check (student_id, academic, department all required): {data: {valid, is_used}}' })
  async verify(@Param('serial') serial: string, @Query(zodPipe(alumniVerifySchema)) query: AlumniVerifyInput) {
    return { data: await this.crowdfunding.verifyAlumni(serial, query) };
  }

  @Post(':serial/order')
  @HttpCode(201)
  @Idempotent()
  @RequireMemberLevel('questionnaire')
  @ApiOperation({
    summary:
      'Orders a plan (Idempotency-Key required) {password, plan_id, period, payment_by (0 card, 1 balance), delivery_receiver_name, delivery_address, delivery_phone, ' +
      'credit_card {card_number, date YYYY-MM, code} when by card; the alumni dinner adds student_id, academic, department, vegetable, stay_assisted, shirt_size}: ' +
      '{data: {order {serial, status, status_label, payment_by, first_period_amount, pay_deadline, project_serial}, payment {status approved|declined|requires_3ds|balance|awaiting_transfer, reason?, redirect_url?, instruction?}, message, redirect}}; ' +
      '400 WRONG_PASSWORD on password, 409 CROWDFUNDING_NOT_ORDERABLE (own or finished), 409 PLAN_SOLD_OUT, 409 BALANCE_TOO_LOW, 409 ALUMNI_USED',
  })
  async order(@CurrentUser() user: AuthUser, @Param('serial') serial: string, @ValidBody(crowdfundingOrderSchema) input: CrowdfundingOrderInput) {
    return { data: await this.crowdfunding.order(user, serial, input) };
  }
}

/** A backer's crowdfunding orders: paying a waiting balance order and the card's 3-D Secure return step. */
@ApiTags('crowdfunding')
@Controller('v1/crowdfunding-orders')
@RequireMemberLevel('questionnaire')
export class CrowdfundingOrdersController {
  constructor(private readonly crowdfunding: CrowdfundingService) {}

  @Post(':serial/pay')
  @HttpCode(200)
  @Idempotent()
  @ApiOperation({ summary: 'Pays a balance order waiting for its transfer once the balance covers it (Idempotency-Key required); 409 BALANCE_SHORT, 409 ORDER_LAPSED, 409 ORDER_NOT_PAYABLE; not mine: 404' })
  async pay(@CurrentUser() user: AuthUser, @Param('serial') serial: string, @ValidBody(emptyActionSchema) _input: EmptyActionInput) {
    return { data: await this.crowdfunding.pay(user, serial) };
  }

  @Post(':serial/card-return')
  @HttpCode(200)
  @Idempotent()
  @ApiOperation({ summary: 'The 3-D Secure return step {token}: paid when the gateway says authenticated, failed when cancelled; 409 CARD_AUTH_PENDING while unfinished; not mine: 404' })
  async cardReturn(@CurrentUser() user: AuthUser, @Param('serial') serial: string, @ValidBody(cardReturnSchema) input: CardReturnInput) {
    return { data: await this.crowdfunding.cardReturn(user, serial, input.token) };
  }
}

/** The backer's crowdfunding investment view: the schedule (12 a page) and the deliveries. */
@ApiTags('crowdfunding')
@Controller('v1/crowdfunding-investments')
@RequireMemberLevel('full')
export class CrowdfundingInvestmentsController {
  constructor(private readonly investments: CrowdfundingInvestmentsService) {}

  @Get(':serial')
  @ApiOperation({
    summary:
      'My crowdfunding investment: {data: {serial, project_serial, project_title, plan_title, period, status, ..., delivery {name, address, phone}, can_change_address, ' +
      'repayments {data [{period_no, due_date, amount, status, status_label, paid_at}], meta {pagination}}, deliveries [{id, period_no, delivery_id, carrier_code, status, status_label, deadline}]}}; not mine: 404',
  })
  async view(@CurrentUser() user: AuthUser, @Param('serial') serial: string, @Query(zodPipe(pageQuerySchema)) { page }: PageQuery) {
    return { data: await this.investments.view(user.id, serial, page) };
  }

  @Post(':serial/deliveries/:id/received')
  @HttpCode(200)
  @ApiOperation({ summary: 'Confirms a shipped delivery received: {data: {delivery, message}}; 409 DELIVERY_NOT_SHIPPED; not mine: 404' })
  async received(
    @CurrentUser() user: AuthUser,
    @Param('serial') serial: string,
    @Param('id', ParseIntPipe) id: number,
    @ValidBody(emptyActionSchema) _input: EmptyActionInput,
  ) {
    return { data: await this.investments.received(user.id, serial, id) };
  }
}

/** POST /api/v1/investments/{investment_serial}/update-delivery-address (the spec's path) for a crowdfunding investment. */
@ApiTags('crowdfunding')
@Controller('v1/investments')
@RequireMemberLevel('full')
export class CrowdfundingDeliveryAddressController {
  constructor(private readonly investments: CrowdfundingInvestmentsService) {}

  @Post(':serial/update-delivery-address')
  @HttpCode(200)
  @ApiOperation({ summary: 'Changes the receiver {delivery_receiver_name, delivery_address, delivery_phone} before anything is shipped: {data: {message}}; 409 DELIVERY_ADDRESS_LOCKED; not mine: 404' })
  async updateAddress(
    @CurrentUser() user: AuthUser,
    @Param('serial') serial: string,
    @ValidBody(crowdfundingDeliveryAddressSchema) input: CrowdfundingDeliveryAddressInput,
  ) {
    return { data: await this.investments.updateAddress(user.id, serial, input) };
  }
}
