import { FUNDING_CONSOLE_TEXTS as C, formatDateTime, ntdText } from '@lendbridge/domain';
import { Box } from '@mui/material';
import { EditButton, ListButton, Show, TopToolbar, useCanAccess, useRecordContext, useTranslate } from 'react-admin';
import { Details, Section } from '../../shared/Details';
import { UploadImages } from '../../shared/UploadImage';
import type { FundingProjectRow } from './types';

const ShowActions = () => {
  const { canAccess } = useCanAccess({ resource: 'funding-projects', action: 'edit' });
  return <TopToolbar>{canAccess ? <EditButton /> : null}<ListButton /></TopToolbar>;
};

const ProjectDetails = () => {
  const record = useRecordContext<FundingProjectRow>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <>
      <Section title={C.name}>
        <Details
          items={[
            { label: C.serial, value: record.serial },
            { label: C.primary_loan_serial, value: record.primary_loan_serial },
            { label: C.title, value: record.title },
            { label: C.display_name, value: record.display_name },
            { label: C.expected_amount, value: ntdText(record.expected_amount) },
            { label: C.target_amount, value: ntdText(record.target_amount) },
            { label: C.number_of_lenders, value: String(record.number_of_lenders) },
            { label: C.likes, value: String(record.likes) },
            { label: C.promoted, value: translate(record.promoted ? 'ra.boolean.true' : 'ra.boolean.false') },
            { label: C.promotion_order, value: String(record.promotion_order) },
            { label: C.popularity_order, value: String(record.popularity_order) },
            { label: C.updated_at, value: formatDateTime(record.updated_at) },
          ]}
        />
      </Section>
      <Section title={C.image_ids}>
        <UploadImages ids={record.image_ids} label={C.image_ids} empty={C.noImages} />
      </Section>
      <Section title={C.usage_distribution}>
        <Details items={record.usage_distribution.map((row) => ({ label: row.description, value: ntdText(row.amount) }))} />
      </Section>
      <Section title={C.detail}>
        <Details
          items={[
            { label: C.detail, value: record.detail },
            { label: C.interest, value: record.interest },
            { label: C.personal_credit, value: record.personal_credit },
            { label: C.company_credit, value: record.company_credit },
            { label: C.mentor_comment, value: record.mentor_comment },
            { label: C.video_ids, value: record.video_ids.join(', ') },
          ]}
        />
      </Section>
    </>
  );
};

/** A funding project for those who read it (sales) and from its list. */
export const FundingProjectShow = () => (
  <Show actions={<ShowActions />}>
    <Box sx={{ px: 2 }}>
      <ProjectDetails />
    </Box>
  </Show>
);
