import { CONSOLE_CONTENT_TEXTS as C, formatDateTime } from '@lendbridge/domain';
import { Box } from '@mui/material';
import { Show, useRecordContext, useTranslate } from 'react-admin';
import { ContentShowActions } from '../../shared/ContentActions';
import { ContentImage } from '../../shared/ContentImageInput';
import { Details, Section } from '../../shared/Details';
import type { StoryRecord } from './types';

const StoryDetails = () => {
  const record = useRecordContext<StoryRecord>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Box sx={{ px: 2 }}>
      <Section title={record.title}>
        <Details
          items={[
            { label: C.author, value: record.properties.author },
            { label: C.link, value: record.properties.link },
            { label: C.position, value: record.position },
            { label: C.is_published, value: translate(record.is_published ? 'ra.boolean.true' : 'ra.boolean.false') },
            { label: C.updated_at, value: formatDateTime(record.updated_at) },
          ]}
        />
      </Section>
      <Section title={C.image_url}>
        <ContentImage value={record.image_url} alt={record.title} />
      </Section>
    </Box>
  );
};

/** A story of the wall: its author, link and picture. */
export const StoryShow = () => (
  <Show actions={<ContentShowActions resource="stories" />}>
    <StoryDetails />
  </Show>
);
