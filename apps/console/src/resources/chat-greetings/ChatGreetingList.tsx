import { CONSOLE_CONTENT_TEXTS as C, weekdaysText } from '@lendbridge/domain';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { List, NullableBooleanInput, SearchInput, useTranslate } from 'react-admin';
import { ListDataGrid } from '../../ListDataGrid';
import { ContentListActions, useRowClick } from '../../shared/ContentActions';
import type { ChatGreetingRecord } from './types';

const filters = [<SearchInput key="q" source="q" alwaysOn placeholder={C.search} />, <NullableBooleanInput key="is_published" source="is_published" alwaysOn />];

const ChatGreetingGrid = () => {
  const translate = useTranslate();
  const rowClick = useRowClick('chat-greetings');
  const columns = useMemo<GridColDef<ChatGreetingRecord>[]>(
    () => [
      { field: 'title', flex: 1, minWidth: 260 },
      { field: 'weekdays', headerName: C.weekdays, width: 180, sortable: false, valueGetter: (_value: unknown, row: ChatGreetingRecord) => weekdaysText(row.properties.weekdays) },
      {
        field: 'hours',
        headerName: `${C.start_time}–${C.end_time}`,
        width: 150,
        sortable: false,
        valueGetter: (_value: unknown, row: ChatGreetingRecord) => `${row.properties.start_time}–${row.properties.end_time}`,
      },
      { field: 'position', width: 80, align: 'right', headerAlign: 'right' },
      { field: 'is_published', width: 90, sortable: false, valueFormatter: (value: boolean) => translate(value ? 'ra.boolean.true' : 'ra.boolean.false') },
    ],
    [translate],
  );
  return <ListDataGrid<ChatGreetingRecord> columns={columns} rowClick={rowClick} aria-label={C.chatGreetings} />;
};

/** 客服招呼語: the greetings in their order. */
export const ChatGreetingList = () => (
  <List title={C.chatGreetings} filters={filters} actions={<ContentListActions resource="chat-greetings" />} sort={{ field: 'position', order: 'ASC' }} perPage={25} exporter={false} pagination={false} empty={false}>
    <ChatGreetingGrid />
  </List>
);
