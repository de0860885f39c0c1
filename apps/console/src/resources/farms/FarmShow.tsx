import { CONSOLE_FARM_TEXTS as C, FARM_FIELD_LABELS, farmPagePath, formatDateTime } from '@lendbridge/domain';
import type { ConsoleFarmRow } from '@lendbridge/domain';
import { Link } from '@mui/material';
import { EditButton, ListButton, Show, TopToolbar, useCanAccess, useRecordContext } from 'react-admin';
import { Details, Section } from '../../shared/Details';
import { FarmKeyButtons } from './FarmKeyButtons';

const ShowActions = () => {
  const { canAccess } = useCanAccess({ resource: 'farms', action: 'edit' });
  return (
    <TopToolbar>
      <FarmKeyButtons />
      {canAccess ? <EditButton /> : null}
      <ListButton />
    </TopToolbar>
  );
};

const FarmDetails = () => {
  const record = useRecordContext<ConsoleFarmRow>();
  if (!record) return null;
  const page = farmPagePath(record.no, record.page_key);
  return (
    <Section title={C.name}>
      <Details
        items={[
          { label: C.no, value: record.no },
          { label: C.farmName, value: record.name },
          { label: C.owner_serial, value: record.owner_serial },
          { label: C.location, value: record.location },
          { label: C.description, value: record.description ?? '' },
          { label: C.loan_serials, value: record.loan_serials.join('、') },
          { label: C.fields, value: record.fields.map((field) => `${field.code} ${FARM_FIELD_LABELS[field.code]}・${field.name}`).join('、') },
          { label: C.key_prefix, value: record.key_prefix === null ? C.noKey : `${record.key_prefix}…` },
          { label: C.key_created_at, value: record.key_created_at ? formatDateTime(record.key_created_at) : '' },
          { label: C.reading_count, value: String(record.reading_count) },
          {
            label: C.pageLink,
            value: (
              <Link href={page} target="_blank" rel="noopener noreferrer">
                {page}
              </Link>
            ),
          },
          { label: C.created_at, value: formatDateTime(record.created_at) },
        ]}
      />
    </Section>
  );
};

/** A farm: its fields, ingestion key (admins issue, rotate or revoke it here) and public page. */
export const FarmShow = () => (
  <Show actions={<ShowActions />}>
    <FarmDetails />
  </Show>
);
