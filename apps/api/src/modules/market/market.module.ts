import { Module } from '@nestjs/common';
import { InboxModule } from '../inbox/inbox.module.js';
import { UploadsModule } from '../uploads/uploads.module.js';
import { ListingConsoleController } from './listing-console.controller.js';
import { ListingService } from './listing.service.js';
import { MarketTalkService } from './market-talk.service.js';
import { MarketController } from './market.controller.js';
import { MarketService } from './market.service.js';

@Module({
  imports: [InboxModule, UploadsModule],
  controllers: [MarketController, ListingConsoleController],
  providers: [MarketService, MarketTalkService, ListingService],
  exports: [MarketService, ListingService],
})
export class MarketModule {}
