import { Module } from '@nestjs/common';
import type { DynamicModule } from '@nestjs/common';
import { APP_FILTER, APP_GUARD } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccessGuard } from './common/access.guard.js';
import { CommonModule } from './common/common.module.js';
import { HttpExceptionFilter } from './common/http-exception.filter.js';
import { ConfigModule } from './config/config.module.js';
import type { Env } from './config/env.js';
import { APP_DATABASE_ROLE } from './database/app-role.js';
import { dataSourceOptions } from './database/data-source.js';
import { AccountModule } from './modules/account/account.module.js';
import { AttributesModule } from './modules/attributes/attributes.module.js';
import { AuthModule } from './modules/auth/auth.module.js';
import { BankModule } from './modules/bank/bank.module.js';
import { CartModule } from './modules/cart/cart.module.js';
import { CreditTryModule } from './modules/credit-try/credit-try.module.js';
import { HealthController } from './modules/health/health.controller.js';
import { InboxModule } from './modules/inbox/inbox.module.js';
import { LedgerModule } from './modules/ledger/ledger.module.js';
import { LoansModule } from './modules/loans/loans.module.js';
import { MarketModule } from './modules/market/market.module.js';
import { MembersModule } from './modules/members/members.module.js';
import { OrdersModule } from './modules/orders/orders.module.js';
import { OutboxModule } from './modules/outbox/outbox.module.js';
import { RepaymentModule } from './modules/repayment/repayment.module.js';
import { UploadsModule } from './modules/uploads/uploads.module.js';
import { UsersModule } from './modules/users/users.module.js';
import { VerificationModule } from './modules/verification/verification.module.js';
import { LegalCollectionModule } from './modules/legal-collection/legal-collection.module.js';
import { ClearingModule } from './modules/clearing/clearing.module.js';
import { AppraisalModule } from './modules/appraisal/appraisal.module.js';
import { PawnshopModule } from './modules/pawnshop/pawnshop.module.js';
import { RoboModule } from './modules/robo/robo.module.js';
import { VehicleAppraisalModule } from './modules/vehicle-appraisal/vehicle-appraisal.module.js';
import { ResaleModule } from './modules/resale/resale.module.js';
import { CampaignsModule } from './modules/campaigns/campaigns.module.js';
import { CharitiesModule } from './modules/charities/charities.module.js';
import { ContactModule } from './modules/contact/contact.module.js';
import { ContentModule } from './modules/content/content.module.js';
import { CardPaymentsModule } from './modules/card-payments/card-payments.module.js';
import { CrowdfundingModule } from './modules/crowdfunding/crowdfunding.module.js';
import { ShopModule } from './modules/shop/shop.module.js';
import { FundingMarketModule } from './modules/funding/funding.module.js';
import { FarmsModule } from './modules/farms/farms.module.js';
import { SupportChatModule } from './modules/support-chat/support-chat.module.js';
import { SiteModule } from './modules/site/site.module.js';
import { LoanBookModule } from './modules/loan-book/loan-book.module.js';
import { campaignTokenKeyOf, captchaKeyOf } from './config/session-secret.js';
import { TwoFactorModule } from './modules/two-factor/two-factor.module.js';
import { twoFactorKeyOf } from './modules/two-factor/two-factor.crypto.js';

export interface AppOptions {
  env: Env;
  databaseUrl: string;
  poolSize?: number;
  /** The session secret the human check's key is derived from when CAPTCHA_HMAC_KEY is not set. */
  sessionSecret: string;
}

@Module({})
export class AppModule {
  static register({ env, databaseUrl, poolSize, sessionSecret }: AppOptions): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.register(env, { captchaKey: captchaKeyOf(env, sessionSecret), campaignTokenKey: campaignTokenKeyOf(env, sessionSecret) }),
        TypeOrmModule.forRoot(dataSourceOptions(databaseUrl, poolSize, APP_DATABASE_ROLE)),
        CommonModule,
        UsersModule,
        AuthModule,
        MembersModule,
        CreditTryModule,
        InboxModule,
        LoansModule,
        MarketModule,
        UploadsModule,
        AttributesModule,
        OutboxModule,
        VerificationModule,
        LedgerModule,
        AccountModule,
        BankModule,
        CartModule,
        OrdersModule,
        LegalCollectionModule,
        ClearingModule,
        RepaymentModule,
        AppraisalModule,
        PawnshopModule,
        RoboModule,
        VehicleAppraisalModule,
        ResaleModule,
        CampaignsModule,
        CharitiesModule,
        ContentModule,
        CardPaymentsModule,
        CrowdfundingModule,
        FundingMarketModule,
        FarmsModule,
        ShopModule,
        SupportChatModule,
        ContactModule,
        SiteModule,
        LoanBookModule,
        TwoFactorModule.register(twoFactorKeyOf(env, sessionSecret)),
      ],
      controllers: [HealthController],
      providers: [
        { provide: APP_FILTER, useClass: HttpExceptionFilter },
        { provide: APP_GUARD, useClass: AccessGuard },
      ],
    };
  }
}
