import { CMS_TABS, CONSOLE_CONTENT_TEXTS as C, formatDateTime } from '@lendbridge/domain';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { List, NullableBooleanInput, SearchInput, useTranslate } from 'react-admin';
import { ListDataGrid } from '../../ListDataGrid';
import { ContentListActions, useRowClick } from '../../shared/ContentActions';
import { ContentImage } from '../../shared/ContentImageInput';
import { FilterTabs } from '../../shared/FilterTabs';
import type { CmsPostRecord } from './types';

const filters = [<SearchInput key="q" source="q" alwaysOn placeholder={C.search} />, <NullableBooleanInput key="is_published" source="is_published" alwaysOn />];

const CmsPostGrid = () => {
  const translate = useTranslate();
  const rowClick = useRowClick('cms-posts');
  const columns = useMemo<GridColDef<CmsPostRecord>[]>(
    () => [
      { field: 'image_url', width: 80, sortable: false, renderCell: ({ row }) => <ContentImage value={row.image_url} alt={row.title} size="small" /> },
      { field: 'title', flex: 1, minWidth: 220 },
      { field: 'published_at', width: 170, valueFormatter: (value: string) => formatDateTime(value) },
      { field: 'is_published', width: 90, sortable: false, valueFormatter: (value: boolean) => translate(value ? 'ra.boolean.true' : 'ra.boolean.false') },
      { field: 'updated_at', width: 170, valueFormatter: (value: string) => formatDateTime(value) },
    ],
    [translate],
  );
  return (
    <>
      <FilterTabs source="tab" values={CMS_TABS} labels={C.tabs} fallback="post-news" label={C.tab} />
      <ListDataGrid<CmsPostRecord> columns={columns} rowClick={rowClick} aria-label={C.cmsPosts} />
    </>
  );
};

/** CMS 文章: one tab's posts, newest first. */
export const CmsPostList = () => (
  <List
    title={C.cmsPosts}
    filters={filters}
    filterDefaultValues={{ tab: 'post-news' }}
    actions={<ContentListActions resource="cms-posts" />}
    sort={{ field: 'published_at', order: 'DESC' }}
    perPage={25}
    exporter={false}
    pagination={false}
    empty={false}
  >
    <CmsPostGrid />
  </List>
);
