import { CONSOLE_CONTENT_TEXTS as C, formatDateTime, weekdaysText } from '@lendbridge/domain';
import { Box } from '@mui/material';
import { Show, useRecordContext, useTranslate } from 'react-admin';
import { ContentShowActions } from '../../shared/ContentActions';
import { Details, Section } from '../../shared/Details';
import type { ChatGreetingRecord } from './types';

const ChatGreetingDetails = () => {
  const record = useRecordContext<ChatGreetingRecord>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Box sx={{ px: 2 }}>
      <Section title={C.chatGreetings}>
        <Details
          items={[
            { label: C.title, value: record.title },
            { label: C.weekdays, value: weekdaysText(record.properties.weekdays) },
            { label: C.start_time, value: record.properties.start_time },
            { label: C.end_time, value: record.properties.end_time },
            { label: C.position, value: record.position },
            { label: C.is_published, value: translate(record.is_published ? 'ra.boolean.true' : 'ra.boolean.false') },
            { label: C.updated_at, value: formatDateTime(record.updated_at) },
          ]}
        />
      </Section>
    </Box>
  );
};

/** A greeting: its words, days and hours. */
export const ChatGreetingShow = () => (
  <Show actions={<ContentShowActions resource="chat-greetings" />}>
    <ChatGreetingDetails />
  </Show>
);
