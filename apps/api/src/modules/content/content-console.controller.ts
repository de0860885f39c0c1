import { Controller, Delete, Get, Inject, Param, ParseIntPipe, Post, Put, Res } from '@nestjs/common';
import type { Type } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { DataSource } from 'typeorm';
import type { z } from 'zod';
import { AppError } from '../../common/app-error.js';
import type { AuthUser } from '../../common/auth-user.js';
import { CurrentUser, Roles } from '../../common/decorators.js';
import { SimpleRestQuery, sendListPage } from '../../common/simple-rest.js';
import type { ListQuery, SimpleRestList } from '../../common/simple-rest.js';
import { ValidBody } from '../../common/zod.pipe.js';
import { FAQ_FEEDBACK_LIST, findFaqFeedback, listFaqFeedback } from './content.queries.js';
import type { FaqFeedbackRow } from './content.queries.js';
import { CHAT_GREETINGS, CMS_POSTS, FAQ_GROUPS, FAQ_ITEMS, HOMEPAGE_ENTRIES, LECTURES, STORIES } from './content.resources.js';
import type { ContentResource } from './content.resources.js';
import { ContentService } from './content.service.js';

type AnyList = SimpleRestList<z.ZodType<object>, string>;

const pascal = (resource: string): string => resource.replace(/(^|-)([a-z])/g, (_, __: string, letter: string) => letter.toUpperCase());

/**
 * The console controller of a content table, in the ra-data-simple-rest contract: admins and sales
 * read it, admins create, change and remove (audited).
 */
function contentConsoleController<I, R extends object, L extends AnyList>(resource: ContentResource<I, R, L>): Type {
  const noun = resource.noun;

  @ApiTags('console')
  @Roles('admin', 'sales')
  @Controller(`console/${resource.list.resource}`)
  class ContentConsoleController {
    constructor(
      @Inject(DataSource) private readonly dataSource: DataSource,
      @Inject(ContentService) private readonly content: ContentService,
    ) {}

    @Get()
    @ApiOperation({ summary: `List: ${noun} (sort, range, filter)` })
    async list(@SimpleRestQuery(resource.list) query: ListQuery<L>, @Res({ passthrough: true }) res: Response): Promise<R[]> {
      return sendListPage(res, resource.list, await resource.listRows(this.dataSource.manager, query));
    }

    @Get(':id')
    @ApiOperation({ summary: `One ${noun}` })
    async show(@Param('id', ParseIntPipe) id: number): Promise<R> {
      const row = await resource.find(this.dataSource.manager, id);
      if (row === null) throw AppError.notFound();
      return row;
    }

    @Post()
    @Roles('admin')
    @ApiOperation({ summary: `Create: ${noun} (audited; rich text sanitised)` })
    create(@CurrentUser() actor: AuthUser, @ValidBody(resource.schema) input: I): Promise<R> {
      return this.content.create(resource, actor.id, input);
    }

    @Put(':id')
    @Roles('admin')
    @ApiOperation({ summary: `Change the whole of it: ${noun} (audited; rich text sanitised)` })
    update(@CurrentUser() actor: AuthUser, @Param('id', ParseIntPipe) id: number, @ValidBody(resource.schema) input: I): Promise<R> {
      return this.content.update(resource, actor.id, id, input);
    }

    @Delete(':id')
    @Roles('admin')
    @ApiOperation({ summary: `Remove: ${noun} (audited)` })
    remove(@CurrentUser() actor: AuthUser, @Param('id', ParseIntPipe) id: number): Promise<R> {
      return this.content.remove(resource, actor.id, id);
    }
  }

  Object.defineProperty(ContentConsoleController, 'name', { value: `${pascal(resource.list.resource)}ConsoleController` });
  return ContentConsoleController;
}

/** The visitors' feedback per FAQ item (read only): filter by item_id to see one item's. */
@ApiTags('console')
@Roles('admin', 'sales')
@Controller('console/faq-feedback')
export class FaqFeedbackConsoleController {
  constructor(private readonly dataSource: DataSource) {}

  @Get()
  @ApiOperation({ summary: 'List feedback (sort, range, filter: item_id, score, id)' })
  async list(@SimpleRestQuery(FAQ_FEEDBACK_LIST) query: ListQuery<typeof FAQ_FEEDBACK_LIST>, @Res({ passthrough: true }) res: Response): Promise<FaqFeedbackRow[]> {
    return sendListPage(res, FAQ_FEEDBACK_LIST, await listFaqFeedback(this.dataSource.manager, query));
  }

  @Get(':id')
  @ApiOperation({ summary: 'One feedback' })
  async show(@Param('id', ParseIntPipe) id: number): Promise<FaqFeedbackRow> {
    const row = await findFaqFeedback(this.dataSource.manager, id);
    if (row === null) throw AppError.notFound();
    return row;
  }
}

export const CONTENT_CONSOLE_CONTROLLERS: Type[] = [
  contentConsoleController(CMS_POSTS),
  contentConsoleController(LECTURES),
  contentConsoleController(HOMEPAGE_ENTRIES),
  contentConsoleController(STORIES),
  contentConsoleController(CHAT_GREETINGS),
  contentConsoleController(FAQ_GROUPS),
  contentConsoleController(FAQ_ITEMS),
  FaqFeedbackConsoleController,
];
