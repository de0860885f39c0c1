import { CONSOLE_CONTENT_TEXTS as C, formatDateTime } from '@lendbridge/domain';
import { Show, useRecordContext } from 'react-admin';
import { ContentShowActions } from '../../shared/ContentActions';
import { ContentDetails } from '../../shared/ContentDetails';
import type { CmsPostRecord } from './types';

const CmsPostDetails = () => {
  const record = useRecordContext<CmsPostRecord>();
  if (!record) return null;
  return (
    <ContentDetails
      record={record}
      items={[
        { label: C.tab, value: C.tabs[record.tab] },
        { label: C.summary, value: record.summary },
        { label: C.link, value: record.link },
        { label: C.published_at, value: formatDateTime(record.published_at) },
      ]}
      html={record.content}
    />
  );
};

/** A post as the console keeps it: its fields, its picture and its HTML (shown as text). */
export const CmsPostShow = () => (
  <Show actions={<ContentShowActions resource="cms-posts" />}>
    <CmsPostDetails />
  </Show>
);
