import { formatDateTime } from '@lendbridge/domain';
import type { GridColDef } from '@mui/x-data-grid';
import type { FaqFeedbackRecord } from './types';

/** The columns of feedback, in its own list and on a question's page. */
export const FEEDBACK_COLUMNS: GridColDef<FaqFeedbackRecord>[] = [
  { field: 'score', width: 80, align: 'right', headerAlign: 'right' },
  { field: 'content', flex: 1, minWidth: 220, sortable: false },
  { field: 'member_serial', width: 130, sortable: false },
  { field: 'created_at', width: 170, valueFormatter: (value: string) => formatDateTime(value) },
];
