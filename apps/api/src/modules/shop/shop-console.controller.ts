import { Controller, Get, HttpCode, Param, ParseIntPipe, Post, Put, Query, Res, StreamableFile } from '@nestjs/common';
import { ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { DataSource } from 'typeorm';
import { emptyActionSchema, shopDeliveryBulkSchema, shopDeliveryReportSchema, shopInputSchema, shopProductCreateSchema, shopProductInputSchema } from '@lendbridge/domain';
import type { EmptyActionInput, ShopDeliveryBulkInput, ShopDeliveryReportInput, ShopInput, ShopProductCreateInput, ShopProductInput } from '@lendbridge/domain';
import type { AuthUser } from '../../common/auth-user.js';
import { CurrentUser, Roles } from '../../common/decorators.js';
import { SimpleRestQuery, parseListQuery, sendListPage } from '../../common/simple-rest.js';
import type { ListQuery } from '../../common/simple-rest.js';
import { ValidBody } from '../../common/zod.pipe.js';
import { Idempotent } from '../ledger/idempotency.js';
import { STATEMENT_CONTENT_TYPE } from '../account/statement-workbook.js';
import {
  BOOKING_LIST,
  DELIVERY_LIST,
  MYSHOP_LIST,
  ORDER_LIST,
  PRODUCT_LIST,
  findConsoleBooking,
  listConsoleBookings,
  listConsoleDeliveries,
  listConsoleOrders,
  listConsoleProducts,
  listConsoleShops,
} from './shop-console.queries.js';
import type { ConsoleBooking, ConsoleDelivery, ConsoleOrder, ConsoleProduct, ConsoleShop } from './shop-console.queries.js';
import { ShopConsoleService, shopScopeOf } from './shop-console.service.js';
import { bookingNotFound } from './shop.errors.js';

/** The seller's shops (ra-data-simple-rest resource myshop): a seller sees and changes only their own; admins all; sales read. */
@ApiTags('console')
@Roles('shop_seller', 'admin', 'sales')
@Controller('console/myshop')
export class MyShopConsoleController {
  constructor(
    private readonly dataSource: DataSource,
    private readonly console: ShopConsoleService,
  ) {}

  @Get()
  @ApiOperation({ summary: "The seller's shops (sort, range, filter: q, kind, id)" })
  async list(@CurrentUser() actor: AuthUser, @SimpleRestQuery(MYSHOP_LIST) query: ListQuery<typeof MYSHOP_LIST>, @Res({ passthrough: true }) res: Response): Promise<ConsoleShop[]> {
    return sendListPage(res, MYSHOP_LIST, await listConsoleShops(this.dataSource.manager, shopScopeOf(actor), query));
  }

  @Get(':id')
  @ApiOperation({ summary: 'One of the seller\'s shops; another seller\'s: 404' })
  show(@CurrentUser() actor: AuthUser, @Param('id', ParseIntPipe) id: number): Promise<ConsoleShop> {
    return this.console.shop(actor, id);
  }

  @Put(':id')
  @Roles('shop_seller', 'admin')
  @ApiOperation({ summary: 'Changes the shop {name, description, image_id} (audited); another seller\'s: 404' })
  update(@CurrentUser() actor: AuthUser, @Param('id', ParseIntPipe) id: number, @ValidBody(shopInputSchema) input: ShopInput): Promise<ConsoleShop> {
    return this.console.updateShop(actor, id, input);
  }
}

/** The seller's products with their pictures (uploads of their own). */
@ApiTags('console')
@Roles('shop_seller', 'admin', 'sales')
@Controller('console/shop-products')
export class ShopProductsConsoleController {
  constructor(
    private readonly dataSource: DataSource,
    private readonly console: ShopConsoleService,
  ) {}

  @Get()
  @ApiOperation({ summary: 'List products (sort, range, filter: q, shop_id, is_visible, id)' })
  async list(@CurrentUser() actor: AuthUser, @SimpleRestQuery(PRODUCT_LIST) query: ListQuery<typeof PRODUCT_LIST>, @Res({ passthrough: true }) res: Response): Promise<ConsoleProduct[]> {
    return sendListPage(res, PRODUCT_LIST, await listConsoleProducts(this.dataSource.manager, shopScopeOf(actor), query));
  }

  @Get(':id')
  @ApiOperation({ summary: 'One product; another seller\'s: 404' })
  show(@CurrentUser() actor: AuthUser, @Param('id', ParseIntPipe) id: number): Promise<ConsoleProduct> {
    return this.console.product(actor, id);
  }

  @Post()
  @Roles('shop_seller', 'admin')
  @ApiOperation({ summary: 'Creates a product {shop_id, name, price, is_orderable, is_visible, quantity, note, image_ids} (audited); another seller\'s shop: 404' })
  create(@CurrentUser() actor: AuthUser, @ValidBody(shopProductCreateSchema) input: ShopProductCreateInput): Promise<ConsoleProduct> {
    return this.console.createProduct(actor, input);
  }

  @Put(':id')
  @Roles('shop_seller', 'admin')
  @ApiOperation({ summary: 'Changes a product {name, price, is_orderable, is_visible, quantity, note, image_ids} (audited); another seller\'s: 404' })
  update(@CurrentUser() actor: AuthUser, @Param('id', ParseIntPipe) id: number, @ValidBody(shopProductInputSchema) input: ShopProductInput): Promise<ConsoleProduct> {
    return this.console.updateProduct(actor, id, input);
  }
}

/** The orders of the seller's shops, the delivery report, the cancellation and the .xlsx export. */
@ApiTags('console')
@Roles('shop_seller', 'admin', 'sales')
@Controller('console/shop-orders')
export class ShopOrdersConsoleController {
  constructor(
    private readonly dataSource: DataSource,
    private readonly console: ShopConsoleService,
  ) {}

  @Get()
  @ApiOperation({ summary: 'List orders (sort, range, filter: q serial or receiver, shop_id, status, delivery_status, id)' })
  async list(@CurrentUser() actor: AuthUser, @SimpleRestQuery(ORDER_LIST) query: ListQuery<typeof ORDER_LIST>, @Res({ passthrough: true }) res: Response): Promise<ConsoleOrder[]> {
    return sendListPage(res, ORDER_LIST, await listConsoleOrders(this.dataSource.manager, shopScopeOf(actor), query));
  }

  @Get('export')
  @ApiOperation({ summary: 'The orders of the filter (?filter= as the list) as an .xlsx attachment: a header row and one row per order' })
  @ApiProduces(STATEMENT_CONTENT_TYPE)
  async export(@CurrentUser() actor: AuthUser, @Query() raw: Record<string, unknown>): Promise<StreamableFile> {
    const { filter } = parseListQuery(ORDER_LIST, { filter: raw.filter });
    const workbook = await this.console.exportWorkbook(actor, filter);
    const filename = 'shop-orders.xlsx';
    return new StreamableFile(workbook, { type: STATEMENT_CONTENT_TYPE, disposition: `attachment; filename="${filename}"` });
  }

  @Get(':id')
  @ApiOperation({ summary: 'One order; another seller\'s: 404' })
  show(@CurrentUser() actor: AuthUser, @Param('id', ParseIntPipe) id: number): Promise<ConsoleOrder> {
    return this.console.order(actor, id);
  }

  @Put(':id/delivery')
  @Roles('shop_seller', 'admin')
  @ApiOperation({ summary: 'Reports the delivery {carrier, carrier_code}: the order is delivered (audited); unpaid, cancelled or received: 409 SHOP_DELIVERY_NOT_CHANGEABLE' })
  delivery(@CurrentUser() actor: AuthUser, @Param('id', ParseIntPipe) id: number, @ValidBody(shopDeliveryReportSchema) input: ShopDeliveryReportInput): Promise<ConsoleOrder> {
    return this.console.reportDelivery(actor, id, input);
  }

  @Post(':id/cancel')
  @HttpCode(200)
  @Idempotent()
  @Roles('shop_seller', 'admin')
  @ApiOperation({ summary: 'Cancels an order not yet delivered (Idempotency-Key required): the buyer refunded exactly, stock back (audited); delivered: 409' })
  cancel(@CurrentUser() actor: AuthUser, @Param('id', ParseIntPipe) id: number, @ValidBody(emptyActionSchema) _input: EmptyActionInput): Promise<ConsoleOrder> {
    return this.console.cancelOrder(actor, id);
  }
}

/** The delivery details of paid orders, filtered by deadline and status, and the bulk submission of carrier codes. */
@ApiTags('console')
@Roles('shop_seller', 'admin', 'sales')
@Controller('console/shop-deliveries')
export class ShopDeliveriesConsoleController {
  constructor(
    private readonly dataSource: DataSource,
    private readonly console: ShopConsoleService,
  ) {}

  @Get()
  @ApiOperation({ summary: 'List deliveries (sort, range, filter: delivery_deadline_gte, delivery_deadline_lt, delivery_status, shop_id, id)' })
  async list(@CurrentUser() actor: AuthUser, @SimpleRestQuery(DELIVERY_LIST) query: ListQuery<typeof DELIVERY_LIST>, @Res({ passthrough: true }) res: Response): Promise<ConsoleDelivery[]> {
    return sendListPage(res, DELIVERY_LIST, await listConsoleDeliveries(this.dataSource.manager, shopScopeOf(actor), query));
  }

  @Post()
  @HttpCode(200)
  @Roles('shop_seller', 'admin')
  @ApiOperation({ summary: 'Carrier codes for up to 200 orders {items: [{id, carrier_code}]}, all or none (audited): the deliveries as rows; another seller\'s: 404; not deliverable: 409' })
  bulk(@CurrentUser() actor: AuthUser, @ValidBody(shopDeliveryBulkSchema) input: ShopDeliveryBulkInput): Promise<ConsoleDelivery[]> {
    return this.console.bulkDeliveries(actor, input);
  }
}

/** The bookings of the seller's service shops (read only). */
@ApiTags('console')
@Roles('shop_seller', 'admin', 'sales')
@Controller('console/shop-bookings')
export class ShopBookingsConsoleController {
  constructor(private readonly dataSource: DataSource) {}

  @Get()
  @ApiOperation({ summary: 'List bookings (sort, range, filter: shop_id, date, status, id)' })
  async list(@CurrentUser() actor: AuthUser, @SimpleRestQuery(BOOKING_LIST) query: ListQuery<typeof BOOKING_LIST>, @Res({ passthrough: true }) res: Response): Promise<ConsoleBooking[]> {
    return sendListPage(res, BOOKING_LIST, await listConsoleBookings(this.dataSource.manager, shopScopeOf(actor), query));
  }

  @Get(':id')
  @ApiOperation({ summary: 'One booking; another seller\'s: 404' })
  async show(@CurrentUser() actor: AuthUser, @Param('id', ParseIntPipe) id: number): Promise<ConsoleBooking> {
    const row = await findConsoleBooking(this.dataSource.manager, shopScopeOf(actor), id);
    if (row === null) throw bookingNotFound();
    return row;
  }
}
