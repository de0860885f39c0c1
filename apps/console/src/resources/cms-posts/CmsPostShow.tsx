import { CONSOLE_CONTENT_TEXTS as C, formatDateTime } from '@lendbridge/domain';
import { Box } from '@mui/material';
import { Show, useRecordContext, useTranslate } from 'react-admin';
import { ContentShowActions } from '../../shared/ContentActions';
import { ContentImage } from '../../shared/ContentImageInput';
import { Details, Section } from '../../shared/Details';
import type { CmsPostRecord } from './types';

const CmsPostDetails = () => {
  const record = useRecordContext<CmsPostRecord>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Box sx={{ px: 2 }}>
      <Section title={record.title}>
        <Details
          items={[
            { label: C.tab, value: C.tabs[record.tab] },
            { label: C.summary, value: record.summary },
            { label: C.link, value: record.link },
            { label: C.published_at, value: formatDateTime(record.published_at) },
            { label: C.is_published, value: translate(record.is_published ? 'ra.boolean.true' : 'ra.boolean.false') },
            { label: C.updated_at, value: formatDateTime(record.updated_at) },
          ]}
        />
      </Section>
      <Section title={C.image_url}>{record.image_url === '' ? C.noImage : <ContentImage value={record.image_url} alt={record.title} />}</Section>
      <Section title={C.content}>
        <Box sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontFamily: 'monospace', fontSize: 13 }}>{record.content}</Box>
      </Section>
    </Box>
  );
};

/** A post as the console keeps it: its fields, its picture and its HTML (shown as text). */
export const CmsPostShow = () => (
  <Show actions={<ContentShowActions resource="cms-posts" />}>
    <CmsPostDetails />
  </Show>
);
