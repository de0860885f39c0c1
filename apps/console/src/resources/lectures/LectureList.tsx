import { CONSOLE_CONTENT_TEXTS as C, formatDateTime } from '@lendbridge/domain';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { List, NullableBooleanInput, SearchInput, useTranslate } from 'react-admin';
import { ListDataGrid } from '../../ListDataGrid';
import { ContentListActions, useRowClick } from '../../shared/ContentActions';
import { ContentImage } from '../../shared/ContentImageInput';
import type { LectureRecord } from './types';

const filters = [<SearchInput key="q" source="q" alwaysOn placeholder={C.search} />, <NullableBooleanInput key="is_published" source="is_published" alwaysOn />];

const LectureGrid = () => {
  const translate = useTranslate();
  const rowClick = useRowClick('lectures');
  const columns = useMemo<GridColDef<LectureRecord>[]>(
    () => [
      { field: 'image_url', width: 80, sortable: false, renderCell: ({ row }) => <ContentImage value={row.image_url} alt={row.title} size="small" /> },
      { field: 'title', flex: 1, minWidth: 220 },
      { field: 'speaker', width: 150, sortable: false },
      { field: 'location', width: 200, sortable: false },
      { field: 'starts_at', width: 170, valueFormatter: (value: string) => formatDateTime(value) },
      { field: 'is_published', width: 90, sortable: false, valueFormatter: (value: boolean) => translate(value ? 'ra.boolean.true' : 'ra.boolean.false') },
    ],
    [translate],
  );
  return <ListDataGrid<LectureRecord> columns={columns} rowClick={rowClick} aria-label={C.lectures} />;
};

/** 講座: the seminars, latest first. */
export const LectureList = () => (
  <List title={C.lectures} filters={filters} actions={<ContentListActions resource="lectures" />} sort={{ field: 'starts_at', order: 'DESC' }} perPage={25} exporter={false} pagination={false} empty={false}>
    <LectureGrid />
  </List>
);
