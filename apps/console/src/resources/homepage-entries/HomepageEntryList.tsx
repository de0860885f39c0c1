import { CONSOLE_CONTENT_TEXTS as C, HOMEPAGE_ENTRY_CATEGORY_CHOICES } from '@lendbridge/domain';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { List, NullableBooleanInput, SearchInput, SelectInput, useTranslate } from 'react-admin';
import { ListDataGrid } from '../../ListDataGrid';
import { ContentListActions, useRowClick } from '../../shared/ContentActions';
import { ContentImage } from '../../shared/ContentImageInput';
import type { HomepageEntryRecord } from './types';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder={C.search} />,
  <SelectInput key="category" source="category" choices={HOMEPAGE_ENTRY_CATEGORY_CHOICES} alwaysOn />,
  <NullableBooleanInput key="is_published" source="is_published" alwaysOn />,
];

const HomepageEntryGrid = () => {
  const translate = useTranslate();
  const rowClick = useRowClick('homepage-entries');
  const columns = useMemo<GridColDef<HomepageEntryRecord>[]>(
    () => [
      { field: 'image_url', width: 80, sortable: false, renderCell: ({ row }) => <ContentImage value={row.image_url} alt={row.title} size="small" /> },
      { field: 'title', flex: 1, minWidth: 200 },
      { field: 'category', width: 100, valueFormatter: (value: HomepageEntryRecord['category']) => C.categories[value] },
      { field: 'link', width: 200, sortable: false },
      { field: 'position', width: 80, align: 'right', headerAlign: 'right' },
      { field: 'is_published', width: 90, sortable: false, valueFormatter: (value: boolean) => translate(value ? 'ra.boolean.true' : 'ra.boolean.false') },
    ],
    [translate],
  );
  return <ListDataGrid<HomepageEntryRecord> columns={columns} rowClick={rowClick} aria-label={C.homepageEntries} />;
};

/** 首頁版位: the entries by kind and position. */
export const HomepageEntryList = () => (
  <List title={C.homepageEntries} filters={filters} actions={<ContentListActions resource="homepage-entries" />} sort={{ field: 'position', order: 'ASC' }} perPage={25} exporter={false} pagination={false} empty={false}>
    <HomepageEntryGrid />
  </List>
);
