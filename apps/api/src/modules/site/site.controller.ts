import { Controller, Get, Header, Inject } from '@nestjs/common';
import { ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import { SITEMAP_PATH } from '@lendbridge/domain';
import type { ProtectionFundStats } from '@lendbridge/domain';
import { Public } from '../../common/decorators.js';
import { ENV } from '../../config/config.module.js';
import type { Env } from '../../config/env.js';
import { ProtectionFundService } from './protection-fund.service.js';
import { sitemapPosts } from './site.queries.js';
import { sitemapEntries, sitemapXml } from './sitemap.js';

/** The sitemap's path without its leading slash: the app serves it outside the /api prefix. */
export const SITEMAP_ROUTE = SITEMAP_PATH.slice(1);

/** The public protection-fund figures. */
@ApiTags('content')
@Controller()
export class ProtectionFundController {
  constructor(private readonly fund: ProtectionFundService) {}

  @Get('protection-fund')
  @Public()
  @ApiOperation({
    summary:
      'The protection fund from the ledger: {data: {balance, protected_loans, protected_principal, coverage_ratio, payouts_count, payouts_total, payouts_by_month: [{month, payouts, amount}]}}',
  })
  async stats(): Promise<{ data: ProtectionFundStats }> {
    return { data: await this.fund.stats() };
  }
}

/** GET /sitemap.xml for search engines, with absolute URLs under the public base URL. */
@ApiTags('content')
@Controller()
export class SitemapController {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(ENV) private readonly env: Env,
  ) {}

  @Get(SITEMAP_ROUTE)
  @Public()
  @Header('Content-Type', 'application/xml; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=600')
  @ApiProduces('application/xml')
  @ApiOperation({ summary: 'The sitemap (outside /api): the public pages, the marketplace and CMS tabs, and every published post with its lastmod' })
  async sitemap(): Promise<string> {
    const base = this.env.PUBLIC_URL ?? `http://${this.env.HOST}:${this.env.PORT}`;
    return sitemapXml(base, sitemapEntries(await sitemapPosts(this.dataSource.manager, new Date())));
  }
}
