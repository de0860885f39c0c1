import { CONSOLE_CONTENT_TEXTS as C } from '@lendbridge/domain';
import { Show, useRecordContext } from 'react-admin';
import { ContentShowActions } from '../../shared/ContentActions';
import { ContentDetails } from '../../shared/ContentDetails';
import type { StoryRecord } from './types';

const StoryDetails = () => {
  const record = useRecordContext<StoryRecord>();
  if (!record) return null;
  return (
    <ContentDetails
      record={record}
      items={[
        { label: C.author, value: record.properties.author },
        { label: C.link, value: record.properties.link },
        { label: C.position, value: record.position },
      ]}
    />
  );
};

/** A story of the wall: its author, link and picture. */
export const StoryShow = () => (
  <Show actions={<ContentShowActions resource="stories" />}>
    <StoryDetails />
  </Show>
);
