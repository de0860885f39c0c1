import { CONSOLE_CONTENT_TEXTS as C } from '@lendbridge/domain';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { List, NullableBooleanInput, SearchInput, useTranslate } from 'react-admin';
import { ListDataGrid } from '../../ListDataGrid';
import { ContentListActions, useRowClick } from '../../shared/ContentActions';
import { ContentImage } from '../../shared/ContentImageInput';
import type { StoryRecord } from './types';

const filters = [<SearchInput key="q" source="q" alwaysOn placeholder={C.search} />, <NullableBooleanInput key="is_published" source="is_published" alwaysOn />];

const StoryGrid = () => {
  const translate = useTranslate();
  const rowClick = useRowClick('stories');
  const columns = useMemo<GridColDef<StoryRecord>[]>(
    () => [
      { field: 'image_url', width: 80, sortable: false, renderCell: ({ row }) => <ContentImage value={row.image_url} alt={row.title} size="small" /> },
      { field: 'title', flex: 1, minWidth: 220 },
      { field: 'author', headerName: C.author, width: 160, sortable: false, valueGetter: (_value: unknown, row: StoryRecord) => row.properties.author },
      { field: 'position', width: 80, align: 'right', headerAlign: 'right' },
      { field: 'is_published', width: 90, sortable: false, valueFormatter: (value: boolean) => translate(value ? 'ra.boolean.true' : 'ra.boolean.false') },
    ],
    [translate],
  );
  return <ListDataGrid<StoryRecord> columns={columns} rowClick={rowClick} aria-label={C.stories} />;
};

/** 使用者故事: the story wall in its order. */
export const StoryList = () => (
  <List title={C.stories} filters={filters} actions={<ContentListActions resource="stories" />} sort={{ field: 'position', order: 'ASC' }} perPage={25} exporter={false} pagination={false} empty={false}>
    <StoryGrid />
  </List>
);
