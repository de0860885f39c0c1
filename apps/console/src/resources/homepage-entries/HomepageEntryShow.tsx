import { CONSOLE_CONTENT_TEXTS as C } from '@lendbridge/domain';
import { Show, useRecordContext, useTranslate } from 'react-admin';
import { ContentShowActions } from '../../shared/ContentActions';
import { ContentDetails } from '../../shared/ContentDetails';
import type { HomepageEntryRecord } from './types';

const HomepageEntryDetails = () => {
  const record = useRecordContext<HomepageEntryRecord>();
  const translate = useTranslate();
  if (!record) return null;
  const flag = (value: boolean) => translate(value ? 'ra.boolean.true' : 'ra.boolean.false');
  const { properties } = record;
  return (
    <ContentDetails
      record={record}
      items={[
        { label: C.category, value: C.categories[record.category] },
        { label: C.link, value: record.link },
        { label: C.position, value: record.position },
        { label: C.popup_size, value: C.popupSizes[properties.popup_size] },
        { label: C.hide_header, value: flag(properties.hide_header) },
        { label: C.hide_footer, value: flag(properties.hide_footer) },
        { label: C.pass_lnb_source, value: flag(properties.pass_lnb_source) },
        { label: C.pass_mobile, value: flag(properties.pass_mobile) },
        { label: C.cache, value: flag(properties.cache) },
        { label: C.cache_days, value: properties.cache_days },
      ]}
      html={record.content}
    />
  );
};

/** An entry with its popup properties and picture. */
export const HomepageEntryShow = () => (
  <Show actions={<ContentShowActions resource="homepage-entries" />}>
    <HomepageEntryDetails />
  </Show>
);
