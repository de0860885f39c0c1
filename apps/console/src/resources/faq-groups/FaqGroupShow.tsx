import { CONSOLE_CONTENT_TEXTS as C, formatDateTime } from '@lendbridge/domain';
import { Box } from '@mui/material';
import { Show, useRecordContext } from 'react-admin';
import { ContentShowActions } from '../../shared/ContentActions';
import { Details, Section } from '../../shared/Details';
import type { FaqGroupRecord } from './types';

const FaqGroupDetails = () => {
  const record = useRecordContext<FaqGroupRecord>();
  if (!record) return null;
  return (
    <Box sx={{ px: 2 }}>
      <Section title={record.name}>
        <Details
          items={[
            { label: C.items_count, value: record.items_count },
            { label: C.position, value: record.position },
            { label: C.updated_at, value: formatDateTime(record.updated_at) },
          ]}
        />
      </Section>
    </Box>
  );
};

/** A group: its order and how many questions it holds. */
export const FaqGroupShow = () => (
  <Show actions={<ContentShowActions resource="faq-groups" />}>
    <FaqGroupDetails />
  </Show>
);
