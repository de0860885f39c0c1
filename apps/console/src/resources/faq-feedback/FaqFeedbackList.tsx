import { CONSOLE_CONTENT_TEXTS as C } from '@lendbridge/domain';
import type { GridColDef } from '@mui/x-data-grid';
import { List, ReferenceInput, SelectInput } from 'react-admin';
import { ListDataGrid } from '../../ListDataGrid';
import { FEEDBACK_COLUMNS } from './columns';
import type { FaqFeedbackRecord } from './types';

const filters = [
  <ReferenceInput key="item_id" source="item_id" reference="faq-items" sort={{ field: 'position', order: 'ASC' }} alwaysOn>
    <SelectInput optionText="question" />
  </ReferenceInput>,
];

const COLUMNS: GridColDef<FaqFeedbackRecord>[] = [{ field: 'question', flex: 1, minWidth: 200, sortable: false }, ...FEEDBACK_COLUMNS];

/** 問題意見: every question's feedback, newest first (read only). */
export const FaqFeedbackList = () => (
  <List title={C.faqFeedback} filters={filters} sort={{ field: 'id', order: 'DESC' }} perPage={25} exporter={false} pagination={false} empty={false}>
    <ListDataGrid<FaqFeedbackRecord> columns={COLUMNS} rowClick="show" aria-label={C.faqFeedback} />
  </List>
);
