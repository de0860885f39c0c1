import { Module } from '@nestjs/common';
import { LedgerModule } from '../ledger/ledger.module.js';
import { RepaymentModule } from '../repayment/repayment.module.js';
import { UploadsModule } from '../uploads/uploads.module.js';
import {
  MyShopConsoleController,
  ShopBookingsConsoleController,
  ShopDeliveriesConsoleController,
  ShopOrdersConsoleController,
  ShopProductsConsoleController,
} from './shop-console.controller.js';
import { ShopConsoleService } from './shop-console.service.js';
import { ShopBookingsService } from './shop-bookings.service.js';
import { BuyerOrdersController, ShopOrdersController, ShopProductsController, ShopsController } from './shop.controller.js';
import { ShopJobs } from './shop.jobs.js';
import { ShopService } from './shop.service.js';

/** The shop: sellers' shops and products, buyers' orders paid from the balance or by pay-later instalments, bookings, deliveries, and their console. */
@Module({
  imports: [LedgerModule, RepaymentModule, UploadsModule],
  controllers: [
    ShopsController,
    ShopProductsController,
    ShopOrdersController,
    BuyerOrdersController,
    MyShopConsoleController,
    ShopProductsConsoleController,
    ShopOrdersConsoleController,
    ShopDeliveriesConsoleController,
    ShopBookingsConsoleController,
  ],
  providers: [ShopService, ShopBookingsService, ShopConsoleService, ShopJobs],
  exports: [ShopService],
})
export class ShopModule {}
