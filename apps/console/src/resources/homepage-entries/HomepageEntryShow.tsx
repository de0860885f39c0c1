import { CONSOLE_CONTENT_TEXTS as C, formatDateTime } from '@lendbridge/domain';
import { Box } from '@mui/material';
import { Show, useRecordContext, useTranslate } from 'react-admin';
import { ContentShowActions } from '../../shared/ContentActions';
import { ContentImage } from '../../shared/ContentImageInput';
import { Details, Section } from '../../shared/Details';
import type { HomepageEntryRecord } from './types';

const HomepageEntryDetails = () => {
  const record = useRecordContext<HomepageEntryRecord>();
  const translate = useTranslate();
  if (!record) return null;
  const flag = (value: boolean) => translate(value ? 'ra.boolean.true' : 'ra.boolean.false');
  const { properties } = record;
  return (
    <Box sx={{ px: 2 }}>
      <Section title={record.title}>
        <Details
          items={[
            { label: C.category, value: C.categories[record.category] },
            { label: C.link, value: record.link },
            { label: C.position, value: record.position },
            { label: C.is_published, value: flag(record.is_published) },
            { label: C.popup_size, value: C.popupSizes[properties.popup_size] },
            { label: C.hide_header, value: flag(properties.hide_header) },
            { label: C.hide_footer, value: flag(properties.hide_footer) },
            { label: C.pass_lnb_source, value: flag(properties.pass_lnb_source) },
            { label: C.pass_mobile, value: flag(properties.pass_mobile) },
            { label: C.cache, value: flag(properties.cache) },
            { label: C.cache_days, value: properties.cache_days },
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

/** An entry with its popup properties and picture. */
export const HomepageEntryShow = () => (
  <Show actions={<ContentShowActions resource="homepage-entries" />}>
    <HomepageEntryDetails />
  </Show>
);
