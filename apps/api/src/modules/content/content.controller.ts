import { Body, Controller, Get, Param, ParseIntPipe, Post, Query, Req } from '@nestjs/common';
import { ApiBody, ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { DataSource } from 'typeorm';
import { z, toJSONSchema } from 'zod';
import { CMS_PAGE_SIZE, CMS_TABS, CONTENT_TEXTS, HOME_PRESS_COUNT, PRESS_TAB, faqFeedbackSchema, faqSearchSchema, zodIssuesToFieldErrors } from '@lendbridge/domain';
import type { CmsTab, FaqFeedbackInput, HomeMetricStats } from '@lendbridge/domain';
import { AppError } from '../../common/app-error.js';
import { Public } from '../../common/decorators.js';
import { paginationMeta } from '../../common/pagination.js';
import { RateLimiter } from '../../common/rate-limiter.js';
import { inputProblem } from '../../common/request-input.js';
import { zodPipe } from '../../common/zod.pipe.js';
import { throttleAddress } from '../auth/client-address.js';
import {
  publishedChatGreetings,
  publishedFaq,
  publishedHomepageEntries,
  publishedLectures,
  publishedPost,
  publishedPosts,
  publishedStories,
} from './content.queries.js';
import type { ChatGreetingRow, CmsPostRow, HomepageEntryRow, LectureRow, StoryRow } from './content.queries.js';
import { ContentService } from './content.service.js';
import { HomeMetricsService } from './home-metrics.service.js';
import { ApiExample } from '../../common/openapi.js';
import { CMS_POSTS_EXAMPLE, CMS_POST_EXAMPLE, FAQ_EXAMPLE, GREETINGS_EXAMPLE, HOMEPAGE_ENTRIES_EXAMPLE, LECTURES_EXAMPLE, PRESS_ENTRIES_EXAMPLE, STORIES_EXAMPLE } from './content.examples.js';

/** How many feedback forms one address may send per window, and the window. */
const FEEDBACK_LIMIT = 20;
const FEEDBACK_WINDOW_SECONDS = 600;

const tabSchema = z.enum(CMS_TABS);
const pageSchema = z.object({ page: z.coerce.number().int().min(1).max(100_000).catch(1) });

/** The feedback form: a missing or bad score answers 您有欄位未填 with 煩請您提供問題分數，謝謝！ on score. */
class FeedbackPipe {
  transform(value: unknown): FaqFeedbackInput {
    const problem = inputProblem(value);
    if (problem) throw problem;
    const result = faqFeedbackSchema.safeParse(value ?? {});
    if (result.success) return result.data;
    const errors = zodIssuesToFieldErrors(result.error);
    throw AppError.validation(errors, errors.score === undefined ? undefined : CONTENT_TEXTS.feedbackMissingTitle);
  }
}

function cmsTab(tab: string): CmsTab {
  const parsed = tabSchema.safeParse(tab);
  if (!parsed.success) throw AppError.notFound();
  return parsed.data;
}

/** The public content: CMS posts, seminars, the FAQ and its feedback, and the homepage's parts. */
@ApiTags('content')
@Controller()
export class ContentController {
  constructor(
    private readonly dataSource: DataSource,
    private readonly content: ContentService,
    private readonly metrics: HomeMetricsService,
    private readonly rateLimiter: RateLimiter,
  ) {}

  @Get('cms/:tab')
  @Public()
  @ApiQuery({ name: 'page', required: false, example: 1 })
  @ApiOperation({ summary: 'A tab’s published posts (post-news, post-press, post-finance), newest first: {data, meta: {pagination}}' })
  @ApiExample(CMS_POSTS_EXAMPLE)
  async posts(@Param('tab') tab: string, @Query(zodPipe(pageSchema)) query: z.output<typeof pageSchema>) {
    const { rows, total } = await publishedPosts(this.dataSource.manager, cmsTab(tab), new Date(), CMS_PAGE_SIZE, (query.page - 1) * CMS_PAGE_SIZE);
    return { data: rows, meta: paginationMeta(total, rows.length, CMS_PAGE_SIZE, query.page) };
  }

  @Get('cms/:tab/:id')
  @Public()
  @ApiOperation({ summary: 'One published post of the tab: {data}' })
  @ApiExample(CMS_POST_EXAMPLE)
  async post(@Param('tab') tab: string, @Param('id', ParseIntPipe) id: number): Promise<{ data: CmsPostRow }> {
    const row = await publishedPost(this.dataSource.manager, cmsTab(tab), id, new Date());
    if (row === null) throw AppError.notFound();
    return { data: row };
  }

  @Get('lectures')
  @Public()
  @ApiOperation({ summary: 'The published seminars, latest first: {data}' })
  @ApiExample(LECTURES_EXAMPLE)
  async lectures(): Promise<{ data: LectureRow[] }> {
    return { data: await publishedLectures(this.dataSource.manager) };
  }

  @Get('faq')
  @Public()
  @ApiQuery({ name: 'keyword', required: false, example: '逾期' })
  @ApiOperation({ summary: 'The FAQ by group: {data: [{id, name, items: [{id, question, answer}]}]}; keyword keeps matching items' })
  @ApiExample(FAQ_EXAMPLE)
  async faq(@Query(zodPipe(faqSearchSchema)) query: z.output<typeof faqSearchSchema>) {
    return { data: await publishedFaq(this.dataSource.manager, query.keyword) };
  }

  @Post('faq/feedback')
  @Public()
  @ApiBody({
    schema: {
      ...(toJSONSchema(faqFeedbackSchema, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>),
      example: { item_id: 12, score: 4, content: '說明很清楚，但希望補充提前還款的試算範例。' },
    },
  })
  @ApiExample({ data: { id: 305 } }, 'The feedback is stored', 201)
  @ApiOperation({ summary: 'Feedback on an FAQ item {item_id, score 1–5, content ≤ 100}: 201 {data: {id}}; no score: 400 您有欄位未填' })
  async feedback(@Req() req: Request, @Body(new FeedbackPipe()) input: FaqFeedbackInput): Promise<{ data: { id: number } }> {
    const limit = await this.rateLimiter.hit(`faq-feedback:${throttleAddress(req.ip ?? 'unknown')}`, FEEDBACK_WINDOW_SECONDS);
    if (limit.hits > FEEDBACK_LIMIT) throw AppError.tooManyRequests(CONTENT_TEXTS.feedbackFailed, 'TOO_MANY_REQUESTS', limit.retryAfterSeconds);
    return { data: await this.content.feedback(req.authUser?.id ?? null, input) };
  }

  @Get('home/metric')
  @Public()
  @ApiOperation({ summary: 'The metric strip: {stats: {members, loans_funded, amount_lent, average_return, protection_fund}}' })
  @ApiOkResponse({ schema: { example: { stats: { members: 18362, loans_funded: 2417, amount_lent: 386540000, average_return: '9.87', protection_fund: 12850000 } } } })
  async homeMetric(): Promise<{ stats: HomeMetricStats }> {
    return { stats: await this.metrics.stats() };
  }

  @Get('metrics')
  @Public()
  @ApiOperation({ summary: 'The community figures: {memberCount, fbFanCount} (no fan page is connected: null)' })
  @ApiOkResponse({ schema: { example: { memberCount: 18362, fbFanCount: null } } })
  async communityMetrics(): Promise<{ memberCount: number; fbFanCount: number | null }> {
    return { memberCount: (await this.metrics.stats()).members, fbFanCount: null };
  }

  @Get('homepage-entries')
  @Public()
  @ApiOperation({ summary: 'The published homepage entries (carousel, popup, jumbotron) in order: {data}' })
  @ApiExample(HOMEPAGE_ENTRIES_EXAMPLE)
  async homepageEntries(): Promise<{ data: HomepageEntryRow[] }> {
    return { data: await publishedHomepageEntries(this.dataSource.manager) };
  }

  @Get('press-entries')
  @Public()
  @ApiOperation({ summary: 'The latest press posts for the homepage carousel: {data}' })
  @ApiExample(PRESS_ENTRIES_EXAMPLE)
  async pressEntries(): Promise<{ data: CmsPostRow[] }> {
    return { data: (await publishedPosts(this.dataSource.manager, PRESS_TAB, new Date(), HOME_PRESS_COUNT, 0)).rows };
  }

  @Get('stories')
  @Public()
  @ApiOperation({ summary: 'The story wall: {data: [{id, title, image_url, properties: {author, link}}]}' })
  @ApiExample(STORIES_EXAMPLE)
  async stories(): Promise<{ data: StoryRow[] }> {
    return { data: await publishedStories(this.dataSource.manager) };
  }

  @Get('chatroom/greet')
  @Public()
  @ApiOperation({ summary: 'The published chat greetings with their weekday and time windows (Asia/Taipei): {data}' })
  @ApiExample(GREETINGS_EXAMPLE)
  async greetings(): Promise<{ data: ChatGreetingRow[] }> {
    return { data: await publishedChatGreetings(this.dataSource.manager) };
  }
}
