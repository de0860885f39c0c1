import { CONSOLE_CONTENT_TEXTS as C, formatDateTime } from '@lendbridge/domain';
import { Show, useRecordContext } from 'react-admin';
import { ContentShowActions } from '../../shared/ContentActions';
import { ContentDetails } from '../../shared/ContentDetails';
import type { LectureRecord } from './types';

const LectureDetails = () => {
  const record = useRecordContext<LectureRecord>();
  if (!record) return null;
  return (
    <ContentDetails
      record={record}
      items={[
        { label: C.speaker, value: record.speaker },
        { label: C.location, value: record.location },
        { label: C.starts_at, value: formatDateTime(record.starts_at) },
        { label: C.link, value: record.link },
      ]}
      html={record.content}
    />
  );
};

/** A seminar: its speaker, place and time, picture and HTML (shown as text). */
export const LectureShow = () => (
  <Show actions={<ContentShowActions resource="lectures" />}>
    <LectureDetails />
  </Show>
);
