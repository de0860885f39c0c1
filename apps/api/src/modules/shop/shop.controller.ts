import { Controller, Get, HttpCode, Param, ParseIntPipe, Post, Put, Query, Res, StreamableFile } from '@nestjs/common';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import {
  SHOP_KINDS,
  buyerOrderListQuerySchema,
  emptyActionSchema,
  shopBookingSchema,
  shopBookingSlotsQuerySchema,
  shopListQuerySchema,
  shopOrderInfoSchema,
  shopOrderSchema,
  shopOrderSearchQuerySchema,
  shopPaySchema,
  shopProductListQuerySchema,
} from '@lendbridge/domain';
import type {
  BuyerOrderListQuery,
  EmptyActionInput,
  ShopBookingInput,
  ShopBookingSlotsQuery,
  ShopListQuery,
  ShopOrderInfoInput,
  ShopOrderInput,
  ShopOrderSearchQuery,
  ShopPayInput,
  ShopProductListQuery,
} from '@lendbridge/domain';
import type { AuthUser } from '../../common/auth-user.js';
import { CurrentUser, Public } from '../../common/decorators.js';
import { ValidBody, zodPipe } from '../../common/zod.pipe.js';
import { Idempotent } from '../ledger/idempotency.js';
import { UploadsService } from '../uploads/uploads.service.js';
import { ShopBookingsService } from './shop-bookings.service.js';
import { ShopService } from './shop.service.js';
import { ApiExample, ApiPicture } from '../../common/openapi.js';

/** A shop of the demo, as the shop reads answer it. */
const SHOP_EXAMPLE = {
  id: 1,
  name: '石虎米田',
  kind: 'goods',
  description: '苗栗苑裡的石虎棲地友善稻田，不用除草劑與老鼠藥，讓石虎安心覓食。每一包米都有田區編號。',
  image: '/api/v1/shops/1/images/7d886ec9-5b74-4e05-aed8-7d6808ce4ef0',
};

async function streamImage(uploads: UploadsService, uploadId: string, res: Response): Promise<StreamableFile> {
  const upload = await uploads.findPublished(uploadId);
  const stream = await uploads.open(upload);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Cache-Control', 'public, max-age=3600');
  return new StreamableFile(stream, { type: upload.mimeType, length: upload.sizeBytes });
}

/** The shops (public), their pictures, booking slots and the booking of a service shop. */
@ApiTags('shop')
@Controller('v1/shops')
export class ShopsController {
  constructor(
    private readonly shop: ShopService,
    private readonly bookings: ShopBookingsService,
    private readonly uploads: UploadsService,
  ) {}

  @Get()
  @Public()
  @ApiOperation({ summary: 'The shops of a kind (goods at /shopping, service at /credit-service): {data: [{id, name, kind, description, image}]}' })
  @ApiQuery({ name: 'kind', required: false, schema: { type: 'string', enum: [...SHOP_KINDS], example: 'goods' } })
  @ApiExample({ data: [SHOP_EXAMPLE] })
  async list(@Query(zodPipe(shopListQuerySchema)) query: ShopListQuery) {
    return { data: await this.shop.shops(query.kind) };
  }

  @Get(':shopId')
  @Public()
  @ApiOperation({ summary: 'One shop: {data: {id, name, kind, description, image}}; 404 SHOP_NOT_FOUND' })
  @ApiExample({ data: SHOP_EXAMPLE })
  async one(@Param('shopId', ParseIntPipe) shopId: number) {
    return { data: await this.shop.shop(shopId) };
  }

  @Get(':shopId/images/:uploadId')
  @Public()
  @ApiOperation({ summary: "The shop's picture (public); any other id: 404" })
  @ApiPicture()
  async image(@Param('shopId', ParseIntPipe) shopId: number, @Param('uploadId') uploadId: string, @Res({ passthrough: true }) res: Response) {
    return streamImage(this.uploads, await this.shop.shopImage(shopId, uploadId), res);
  }

  @Get(':shopId/booking-slots')
  @Public()
  @ApiOperation({ summary: 'The hours of a date of a service shop ?date=YYYY-MM-DD: {data: [{hour, available}]} (9 to 17); 400 請選擇日期; a goods shop: 409 SHOP_NOT_BOOKABLE' })
  @ApiQuery({ name: 'date', required: true, example: '2026-12-02' })
  @ApiExample({ data: [{ hour: 9, available: true }, { hour: 10, available: false }, { hour: 11, available: true }] })
  async slots(@Param('shopId', ParseIntPipe) shopId: number, @Query(zodPipe(shopBookingSlotsQuerySchema)) query: ShopBookingSlotsQuery) {
    return { data: await this.bookings.slots(shopId, query.date) };
  }

  @Post(':shopId/bookings')
  @HttpCode(201)
  @Idempotent()
  @ApiOperation({
    summary:
      'Books a slot (Idempotency-Key required) {product_id, date, hour, note, name, phone}: 201 {data: booking}; 400 請選擇日期/請選擇時間/請輸入姓名/請輸入電話; ' +
      '409 SHOP_SLOT_TAKEN when the slot is booked already',
  })
  async book(@CurrentUser() user: AuthUser, @Param('shopId', ParseIntPipe) shopId: number, @ValidBody(shopBookingSchema) input: ShopBookingInput) {
    return { data: await this.bookings.book(user, shopId, input) };
  }
}

/** The visible products (public): a shop's page, and the cart's refresh by ids (per_page 1000). */
@ApiTags('shop')
@Controller('v1/shop-products')
export class ShopProductsController {
  constructor(
    private readonly shop: ShopService,
    private readonly uploads: UploadsService,
  ) {}

  @Get()
  @Public()
  @ApiOperation({
    summary:
      'Visible products ?shop_id=&page=&per_page=&ids=1,2,3: {data: [{id, shop_id, name, price, is_orderable, is_visible, quantity, note, images}], meta: {current_page, last_page, total}}',
  })
  @ApiQuery({ name: 'shop_id', required: false, example: 1 })
  @ApiQuery({ name: 'page', required: false, example: 1 })
  @ApiQuery({ name: 'per_page', required: false, example: 12 })
  @ApiQuery({ name: 'ids', required: false, example: '1,2' })
  @ApiExample({
    data: [
      {
        id: 1,
        shop_id: 1,
        name: '石虎米 白米 2 公斤',
        price: 380,
        is_orderable: true,
        is_visible: true,
        quantity: 117,
        note: '苑裡石虎棲地友善耕作，台梗九號，真空包裝。',
        images: ['/api/v1/shop-products/1/images/ffd0e798-aad8-43b2-974d-ba84032ee62e'],
      },
    ],
    meta: { current_page: 1, last_page: 1, total: 7 },
  })
  async list(@Query(zodPipe(shopProductListQuerySchema)) query: ShopProductListQuery) {
    return this.shop.products(query);
  }

  @Get(':id/images/:uploadId')
  @Public()
  @ApiOperation({ summary: "A picture of a visible product (public); any other id: 404" })
  @ApiPicture()
  async image(@Param('id', ParseIntPipe) id: number, @Param('uploadId') uploadId: string, @Res({ passthrough: true }) res: Response) {
    return streamImage(this.uploads, await this.shop.productImage(id, uploadId), res);
  }
}

/** The buyer's orders: the order, its search, payment, info, cancellation and confirmation of receipt. */
@ApiTags('shop')
@Controller('v1/shop-orders')
export class ShopOrdersController {
  constructor(private readonly shop: ShopService) {}

  @Post()
  @HttpCode(201)
  @Idempotent()
  @ApiOperation({
    summary:
      'Orders products of one shop (Idempotency-Key required) {receiver_name, phone, email, address, note, contact, payment_method, products: {id: {quantity, note}}, promo_code?}: ' +
      '201 {data: order}; the units are reserved at once; 400 購物車目前無商品; 409 SHOP_SOLD_OUT naming the product; unpaid orders lapse after 30 minutes',
  })
  async order(@CurrentUser() user: AuthUser, @ValidBody(shopOrderSchema) input: ShopOrderInput) {
    return { data: await this.shop.order(user, input) };
  }

  @Get('search')
  @ApiOperation({ summary: 'One of my orders ?serial=: {data: order}; not mine or unknown: 404 查無此訂單' })
  async search(@CurrentUser() user: AuthUser, @Query(zodPipe(shopOrderSearchQuerySchema)) query: ShopOrderSearchQuery) {
    return { data: await this.shop.search(user, query.serial) };
  }

  @Post(':serial/pay')
  @HttpCode(200)
  @Idempotent()
  @ApiOperation({
    summary:
      'Pays an unpaid order (Idempotency-Key required) {payment_method: balance|lnb_paylater_installment}: {data: order}; balance short: 400 BALANCE_SHORT; pay-later by one not yet a full member: the ladder\'s 403 (NOT_MEMBER, NOT_MEMBER_FULL); lapsed or cancelled: 409 SHOP_ORDER_NOT_PAYABLE',
  })
  async pay(@CurrentUser() user: AuthUser, @Param('serial') serial: string, @ValidBody(shopPaySchema) input: ShopPayInput) {
    return { data: await this.shop.pay(user, serial, input.payment_method) };
  }

  @Put(':serial/info')
  @ApiOperation({ summary: 'Saves the order info {temple?, delivery?, leopard_cat_rice_type}: {data: order}; delivered: 409 SHOP_ORDER_INFO_LOCKED' })
  async info(@CurrentUser() user: AuthUser, @Param('serial') serial: string, @ValidBody(shopOrderInfoSchema) input: ShopOrderInfoInput) {
    return { data: await this.shop.saveInfo(user, serial, input) };
  }

  @Post(':serial/cancel')
  @HttpCode(200)
  @Idempotent()
  @ApiOperation({ summary: 'Cancels an order before delivery (Idempotency-Key required): refunded exactly, stock back: {data: order}; delivered: 409 SHOP_ORDER_NOT_CANCELLABLE' })
  async cancel(@CurrentUser() user: AuthUser, @Param('serial') serial: string, @ValidBody(emptyActionSchema) _input: EmptyActionInput) {
    return { data: await this.shop.cancel(user, serial) };
  }

  @Post(':serial/receive')
  @HttpCode(200)
  @Idempotent()
  @ApiOperation({ summary: 'Confirms a delivered order received; the seller is paid out: {data: order}; not delivered: 409 SHOP_ORDER_NOT_RECEIVABLE' })
  async receive(@CurrentUser() user: AuthUser, @Param('serial') serial: string, @ValidBody(emptyActionSchema) _input: EmptyActionInput) {
    return { data: await this.shop.receive(user, serial) };
  }
}

/** The buyer's orders by delivery status, and their bookings. */
@ApiTags('shop')
@Controller('v1')
export class BuyerOrdersController {
  constructor(
    private readonly shop: ShopService,
    private readonly bookings: ShopBookingsService,
  ) {}

  @Get('buyer-orders')
  @ApiOperation({ summary: 'My orders ?delivery_status=pending|delivered|received&page=: {data: [{serial, shop_name, status, delivery_status, total, products, can_receive, …}], meta}' })
  async orders(@CurrentUser() user: AuthUser, @Query(zodPipe(buyerOrderListQuerySchema)) query: BuyerOrderListQuery) {
    return this.shop.buyerOrders(user, query);
  }

  @Get('my-bookings')
  @ApiOperation({ summary: 'My bookings, newest date first: {data: [booking]}' })
  async myBookings(@CurrentUser() user: AuthUser) {
    return { data: await this.bookings.mine(user) };
  }
}
