import { Controller, Get, Header, Inject } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
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
  @ApiOkResponse({
    schema: {
      example: {
        data: {
          balance: 12850000,
          protected_loans: 1864,
          protected_principal: 214360000,
          coverage_ratio: '0.0599',
          payouts_count: 3,
          payouts_total: 182400,
          payouts_by_month: [
            { month: '2026-09', payouts: 1, amount: 48000 },
            { month: '2026-10', payouts: 2, amount: 134400 },
          ],
        },
      },
    },
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
  @ApiOkResponse({
    content: {
      'application/xml': {
        schema: { type: 'string' },
        example:
          '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
          '  <url><loc>https://www.lendbridge.tw/</loc></url>\n  <url><loc>https://www.lendbridge.tw/market-place</loc></url>\n' +
          '  <url><loc>https://www.lendbridge.tw/cms/news/42</loc><lastmod>2026-11-20</lastmod></url>\n</urlset>\n',
      },
    },
  })
  async sitemap(): Promise<string> {
    const base = this.env.PUBLIC_URL ?? `http://${this.env.HOST}:${this.env.PORT}`;
    return sitemapXml(base, sitemapEntries(await sitemapPosts(this.dataSource.manager, new Date())));
  }
}
