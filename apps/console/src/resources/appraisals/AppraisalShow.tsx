import { CONSOLE_APPRAISAL_TEXTS, LOAN_APP_TYPE_LABELS, formatDateTime } from '@lendbridge/domain';
import { ListButton, Show, TopToolbar, useCanAccess, useRecordContext } from 'react-admin';
import { Details, Missing, Section } from '../../shared/Details';
import { UploadImages } from '../../shared/UploadImage';
import { useFieldLabel } from '../../shared/useFieldLabel';
import { collateralItems } from '../loan-applications/ExtrasSections';
import { AppraisalCommentForm } from './AppraisalCommentForm';
import { AppraisalStatusChip } from './AppraisalStatusChip';
import type { AppraisalRow } from './types';

const C = CONSOLE_APPRAISAL_TEXTS;

const ItemView = () => {
  const record = useRecordContext<AppraisalRow>();
  const label = useFieldLabel();
  const { canAccess: canComment } = useCanAccess({ resource: 'appraisals', action: 'edit', record });
  if (!record) return null;
  return (
    <>
      <Section title={`${label('id')} ${record.id}`} status={<AppraisalStatusChip status={record.status} />}>
        <Details
          items={[
            { label: label('serial'), value: record.serial },
            { label: label('source'), value: LOAN_APP_TYPE_LABELS[record.source] },
            { label: label('created_at'), value: formatDateTime(record.created_at) },
          ]}
        />
      </Section>
      <Section title={C.details}>
        <Details items={collateralItems({ id: null, type: record.type, details: record.details, parking_space: record.details.parking_space === true })} />
      </Section>
      <Section title={C.images}>
        <UploadImages ids={record.images.map((image) => image.id)} label={C.images} empty={C.noImages} />
      </Section>
      <Section title={C.commentHeading}>
        {record.status === 'appraised' ? (
          <Details
            items={[
              { label: label('appraised_value'), value: record.appraised_value },
              { label: label('appraiser_comment'), value: record.appraiser_comment },
              { label: label('appraiser_name'), value: record.appraiser_name },
              { label: label('appraised_at'), value: record.appraised_at ? formatDateTime(record.appraised_at) : '' },
            ]}
          />
        ) : canComment === true ? (
          <AppraisalCommentForm id={record.id} />
        ) : (
          <Missing>{C.notAppraised}</Missing>
        )}
      </Section>
    </>
  );
};

/** One item: the application it belongs to, the collateral's facts and images, and its appraisal or the comment form. */
export const AppraisalShow = () => (
  <Show
    actions={
      <TopToolbar>
        <ListButton />
      </TopToolbar>
    }
  >
    <ItemView />
  </Show>
);
