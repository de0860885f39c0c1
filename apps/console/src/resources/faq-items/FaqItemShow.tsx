import { CONSOLE_CONTENT_TEXTS as C, formatDateTime } from '@lendbridge/domain';
import { Box } from '@mui/material';
import { ReferenceManyField, Show, useRecordContext, useTranslate } from 'react-admin';
import { ListDataGrid } from '../../ListDataGrid';
import { ContentShowActions } from '../../shared/ContentActions';
import { Details, Missing, Section } from '../../shared/Details';
import { FEEDBACK_COLUMNS } from '../faq-feedback/columns';
import type { FaqFeedbackRecord } from '../faq-feedback/types';
import type { FaqItemRecord } from './types';

const FaqItemDetails = () => {
  const record = useRecordContext<FaqItemRecord>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Box sx={{ px: 2 }}>
      <Section title={record.question}>
        <Details
          items={[
            { label: C.group_name, value: record.group_name },
            { label: C.position, value: record.position },
            { label: C.is_published, value: translate(record.is_published ? 'ra.boolean.true' : 'ra.boolean.false') },
            { label: C.feedback_count, value: record.feedback_count },
            { label: C.average_score, value: record.average_score },
            { label: C.updated_at, value: formatDateTime(record.updated_at) },
          ]}
        />
      </Section>
      <Section title={C.answer}>
        <Box sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontFamily: 'monospace', fontSize: 13 }}>{record.answer}</Box>
      </Section>
      <Section title={C.faqFeedback}>
        <ReferenceManyField reference="faq-feedback" target="item_id" sort={{ field: 'id', order: 'DESC' }} perPage={25} empty={<Missing>{C.noFeedback}</Missing>}>
          <ListDataGrid<FaqFeedbackRecord> columns={FEEDBACK_COLUMNS} rowClick={false} aria-label={C.faqFeedback} />
        </ReferenceManyField>
      </Section>
    </Box>
  );
};

/** A question with its answer, and its readers' feedback with the average score. */
export const FaqItemShow = () => (
  <Show actions={<ContentShowActions resource="faq-items" />}>
    <FaqItemDetails />
  </Show>
);
