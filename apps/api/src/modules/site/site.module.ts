import { Module } from '@nestjs/common';
import { ProtectionFundService } from './protection-fund.service.js';
import { ProtectionFundController, SitemapController } from './site.controller.js';

/** The public site's own reads beside the content: the protection-fund figures and the sitemap. */
@Module({
  controllers: [ProtectionFundController, SitemapController],
  providers: [ProtectionFundService],
})
export class SiteModule {}
