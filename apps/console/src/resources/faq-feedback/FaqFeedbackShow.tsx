import { CONSOLE_CONTENT_TEXTS as C, formatDateTime } from '@lendbridge/domain';
import { Box } from '@mui/material';
import { ListButton, Show, TopToolbar, useRecordContext } from 'react-admin';
import { Details, Section } from '../../shared/Details';
import type { FaqFeedbackRecord } from './types';

const FaqFeedbackDetails = () => {
  const record = useRecordContext<FaqFeedbackRecord>();
  if (!record) return null;
  return (
    <Box sx={{ px: 2 }}>
      <Section title={C.faqFeedback}>
        <Details
          items={[
            { label: C.question, value: record.question },
            { label: C.score, value: record.score },
            { label: C.feedbackContent, value: record.content },
            { label: C.member_serial, value: record.member_serial },
            { label: C.created_at, value: formatDateTime(record.created_at) },
          ]}
        />
      </Section>
    </Box>
  );
};

/** One feedback: the question, its score and comment, and who sent it. */
export const FaqFeedbackShow = () => (
  <Show
    actions={
      <TopToolbar>
        <ListButton />
      </TopToolbar>
    }
  >
    <FaqFeedbackDetails />
  </Show>
);
