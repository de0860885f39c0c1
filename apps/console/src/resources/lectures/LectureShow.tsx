import { CONSOLE_CONTENT_TEXTS as C, formatDateTime } from '@lendbridge/domain';
import { Box } from '@mui/material';
import { Show, useRecordContext, useTranslate } from 'react-admin';
import { ContentShowActions } from '../../shared/ContentActions';
import { ContentImage } from '../../shared/ContentImageInput';
import { Details, Section } from '../../shared/Details';
import type { LectureRecord } from './types';

const LectureDetails = () => {
  const record = useRecordContext<LectureRecord>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Box sx={{ px: 2 }}>
      <Section title={record.title}>
        <Details
          items={[
            { label: C.speaker, value: record.speaker },
            { label: C.location, value: record.location },
            { label: C.starts_at, value: formatDateTime(record.starts_at) },
            { label: C.link, value: record.link },
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

/** A seminar: its speaker, place and time, picture and HTML (shown as text). */
export const LectureShow = () => (
  <Show actions={<ContentShowActions resource="lectures" />}>
    <LectureDetails />
  </Show>
);
