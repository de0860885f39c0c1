import { Module } from '@nestjs/common';
import { InboxModule } from '../inbox/inbox.module.js';
import { MarketTalkService } from './market-talk.service.js';
import { MarketController } from './market.controller.js';
import { MarketService } from './market.service.js';

@Module({
  imports: [InboxModule],
  controllers: [MarketController],
  providers: [MarketService, MarketTalkService],
  exports: [MarketService],
})
export class MarketModule {}
