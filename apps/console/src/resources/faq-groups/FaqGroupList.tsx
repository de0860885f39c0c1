import { CONSOLE_CONTENT_TEXTS as C } from '@lendbridge/domain';
import type { GridColDef } from '@mui/x-data-grid';
import { List, SearchInput } from 'react-admin';
import { ListDataGrid } from '../../ListDataGrid';
import { ContentListActions, useRowClick } from '../../shared/ContentActions';
import type { FaqGroupRecord } from './types';

const filters = [<SearchInput key="q" source="q" alwaysOn placeholder={C.q} />];

const COLUMNS: GridColDef<FaqGroupRecord>[] = [
  { field: 'name', flex: 1, minWidth: 200 },
  { field: 'items_count', width: 100, align: 'right', headerAlign: 'right', sortable: false },
  { field: 'position', width: 80, align: 'right', headerAlign: 'right' },
];

const FaqGroupGrid = () => <ListDataGrid<FaqGroupRecord> columns={COLUMNS} rowClick={useRowClick('faq-groups')} aria-label={C.faqGroups} />;

/** 常見問題分類: the groups in their order. */
export const FaqGroupList = () => (
  <List title={C.faqGroups} filters={filters} actions={<ContentListActions resource="faq-groups" />} sort={{ field: 'position', order: 'ASC' }} perPage={25} exporter={false} pagination={false} empty={false}>
    <FaqGroupGrid />
  </List>
);
