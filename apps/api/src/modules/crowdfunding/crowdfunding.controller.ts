import { Controller, Get, HttpCode, Param, ParseIntPipe, Post, Query, Req, Res, StreamableFile } from '@nestjs/common';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
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
import { ApiExample, ApiPicture } from '../../common/openapi.js';

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
  @ApiExample({
    data: [
      {
        serial: 'CF000003',
        title: '電機系 2010 級畢業十五週年校友餐會',
        kind: 'alumni_dinner',
        owner_name: '蔡明哲',
        summary: '時間：明年一月第二個週六晚上六點，地點：台北公館水源會館二樓宴會廳。報名費含桌菜、紀念 T 恤與合照，需要素食或住宿協助…',
        image: null,
        from_amount: 1500,
        units_left: 150,
      },
      {
        serial: 'CF000002',
        title: '獨立電影《海線的風》募資計畫',
        kind: 'standard',
        owner_name: '賴思妤',
        summary: '《海線的風》由苗栗苑裡出身的導演執導，講述漁港沒落後留下的祖孫三人，如何在風車與藺草田之間重新找到生活。劇組已完成八成拍…',
        image: '/api/v1/crowdfundings/CF000002/images/3f1c2a9e-8b7d-4e6f-a5c4-1d2e3f4a5b6c',
        from_amount: 600,
        units_left: 580,
      },
    ],
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
  @ApiExample({
    data: {
      serial: 'CF000002',
      title: '獨立電影《海線的風》募資計畫',
      kind: 'standard',
      member_serial: 'M00100033',
      owner_name: '賴思妤',
      status: 'open',
      plans: [
        {
          id: 3,
          title: '海風之友：電影明信片組＋片尾感謝名單',
          rates: [{ period: 1, first_period_amount: 600, later_period_amount: 600 }],
          tabs: [{ title: '回饋', content: '劇照明信片 6 張、片尾感謝名單署名，電子版幕後花絮。' }],
          units: 500,
          units_left: 500,
        },
        {
          id: 4,
          title: '首映場貴賓：首映會門票兩張＋導演簽名海報',
          rates: [
            { period: 1, first_period_amount: 3200, later_period_amount: 3200 },
            { period: 3, first_period_amount: 1200, later_period_amount: 1000 },
          ],
          tabs: [{ title: '回饋', content: '台北首映會門票兩張、導演簽名海報、藺草編織書籤，首映後寄送藍光典藏版。' }],
          units: 80,
          units_left: 80,
        },
      ],
      contents: [
        { type: 'heading', content: '一部關於苑裡海線小鎮與三代漁家的劇情長片' },
        { type: 'text', content: '《海線的風》由苗栗苑裡出身的導演執導，講述漁港沒落後留下的祖孫三人，如何在風車與藺草田之間重新找到生活。' },
      ],
      can_order: true,
      reason: null,
      balance: 0,
      default_delivery: null,
      virtual_account: null,
      virtual_account_bank_code: null,
      business_date: '2026-11-29',
    },
  })
  async detail(@Param('serial') serial: string, @Req() req: Request) {
    return { data: await this.crowdfunding.detail(serial, req.authUser ?? null) };
  }

  @Get(':serial/contract')
  @Public()
  @ApiOperation({ summary: 'The contract preview of a plan and period: {data: {title, sections [{heading, paragraphs}], html}}; 400 on plan_id or period' })
  @ApiQuery({ name: 'plan_id', required: true, example: 4 })
  @ApiQuery({ name: 'period', required: true, example: 3 })
  @ApiExample({
    data: {
      title: '「獨立電影《海線的風》募資計畫」募資贊助契約',
      sections: [
        { heading: '第一條　契約當事人', paragraphs: ['提案人：賴思妤（會員編號 M00100033）', '贊助人：（贊助人於下單時確認）', '平台：信橋 LendBridge（代收代付）'] },
        { heading: '第二條　贊助方案', paragraphs: ['專案：獨立電影《海線的風》募資計畫（CF000002）', '方案：首映場貴賓：首映會門票兩張＋導演簽名海報', '期數：3 期，每月一期'] },
      ],
      html:
        '<h2>「獨立電影《海線的風》募資計畫」募資贊助契約</h2><section><h3>第一條　契約當事人</h3><p>提案人：賴思妤（會員編號 M00100033）</p>' +
        '<p>贊助人：（贊助人於下單時確認）</p><p>平台：信橋 LendBridge（代收代付）</p></section><section><h3>第二條　贊助方案</h3>' +
        '<p>專案：獨立電影《海線的風》募資計畫（CF000002）</p><p>方案：首映場貴賓：首映會門票兩張＋導演簽名海報</p><p>期數：3 期，每月一期</p></section>',
    },
  })
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
