import { CONSOLE_CONTENT_TEXTS as C, formatDateTime } from '@lendbridge/domain';
import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ContentImage } from './ContentImageInput';
import { Details, Section } from './Details';
import type { Item } from './Details';

export interface ContentDetailsProps {
  record: { title: string; image_url: string; is_published: boolean; updated_at: string };
  /** The row's own fields, shown before whether it is published and when it last changed. */
  items: Item[];
  /** Its stored HTML, shown as text, when the row has any. */
  html?: string;
}

/** A content row in the console: its fields, its picture and its stored HTML (as text, never rendered). */
export const ContentDetails = ({ record, items, html }: ContentDetailsProps) => {
  const translate = useTranslate();
  return (
    <Box sx={{ px: 2 }}>
      <Section title={record.title}>
        <Details
          items={[
            ...items,
            { label: C.is_published, value: translate(record.is_published ? 'ra.boolean.true' : 'ra.boolean.false') },
            { label: C.updated_at, value: formatDateTime(record.updated_at) },
          ]}
        />
      </Section>
      <Section title={C.image_url}>{record.image_url === '' ? C.noImage : <ContentImage value={record.image_url} alt={record.title} />}</Section>
      {html === undefined ? null : (
        <Section title={C.content}>
          <Box sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontFamily: 'monospace', fontSize: 13 }}>{html}</Box>
        </Section>
      )}
    </Box>
  );
};
