import { CONSOLE_CONTENT_TEXTS as C } from '@lendbridge/domain';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { List, NullableBooleanInput, ReferenceInput, SearchInput, SelectInput, useTranslate } from 'react-admin';
import { ListDataGrid } from '../../ListDataGrid';
import { ContentListActions, useRowClick } from '../../shared/ContentActions';
import type { FaqItemRecord } from './types';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder={C.search} />,
  <ReferenceInput key="group_id" source="group_id" reference="faq-groups" sort={{ field: 'position', order: 'ASC' }} alwaysOn>
    <SelectInput optionText="name" />
  </ReferenceInput>,
  <NullableBooleanInput key="is_published" source="is_published" alwaysOn />,
];

const FaqItemGrid = () => {
  const translate = useTranslate();
  const rowClick = useRowClick('faq-items');
  const columns = useMemo<GridColDef<FaqItemRecord>[]>(
    () => [
      { field: 'question', flex: 1, minWidth: 240 },
      { field: 'group_name', width: 140, sortable: false },
      { field: 'position', width: 80, align: 'right', headerAlign: 'right' },
      { field: 'feedback_count', width: 90, align: 'right', headerAlign: 'right', sortable: false },
      { field: 'average_score', width: 100, align: 'right', headerAlign: 'right', sortable: false },
      { field: 'is_published', width: 90, sortable: false, valueFormatter: (value: boolean) => translate(value ? 'ra.boolean.true' : 'ra.boolean.false') },
    ],
    [translate],
  );
  return <ListDataGrid<FaqItemRecord> columns={columns} rowClick={rowClick} aria-label={C.faqItems} />;
};

/** 常見問題: the questions in their order, with how their readers scored them. */
export const FaqItemList = () => (
  <List title={C.faqItems} filters={filters} actions={<ContentListActions resource="faq-items" />} sort={{ field: 'position', order: 'ASC' }} perPage={25} exporter={false} pagination={false} empty={false}>
    <FaqItemGrid />
  </List>
);
