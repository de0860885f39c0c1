import {
  CONSOLE_LEGAL_COLLECTION_TEXTS,
  LEGAL_COLLECTION_TEXTS,
  formatDateTime,
  legalCollectionHeading,
  legalCollectionProgressText,
  ntdText,
} from '@lendbridge/domain';
import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { ListButton, Show, TopToolbar, useRecordContext } from 'react-admin';
import { Details, Missing, Section } from '../../shared/Details';
import { useFieldLabel } from '../../shared/useFieldLabel';
import { AdvanceLegalCollectionButton } from './AdvanceLegalCollectionButton';
import { LegalCollectionStatusChip } from './LegalCollectionStatusChip';
import type { LegalCollectionDetail } from './types';

const T = LEGAL_COLLECTION_TEXTS;
const C = CONSOLE_LEGAL_COLLECTION_TEXTS;

const RequestView = () => {
  const record = useRecordContext<LegalCollectionDetail>();
  const label = useFieldLabel();
  if (!record) return null;
  return (
    <>
      <Section
        title={legalCollectionHeading(record.id)}
        status={<LegalCollectionStatusChip status={record.status} />}
        actions={<AdvanceLegalCollectionButton row={record} />}
      >
        <Details
          items={[
            { label: label('member_serial'), value: [record.member_serial, record.member_name].filter(Boolean).join(' ') },
            { label: label('progress'), value: record.progress === null ? null : legalCollectionProgressText(record.progress) },
            { label: label('next_status_label'), value: record.next_status_label },
            { label: label('created_at'), value: formatDateTime(record.created_at) },
            { label: label('court_fee'), value: ntdText(record.court_fee) },
            { label: label('fee_state_label'), value: record.fee_state_label },
            { label: label('case_count'), value: record.case_count },
            { label: label('remain_principal'), value: ntdText(record.remain_principal) },
            { label: label('remain_interest'), value: ntdText(record.remain_interest) },
            { label: label('remain_penalty'), value: ntdText(record.remain_penalty) },
            { label: label('claim_total'), value: ntdText(record.claim_total) },
          ]}
        />
      </Section>
      <Section title={C.activitiesHeading}>
        {record.activities.length === 0 ? (
          <Missing>{T.noActivities}</Missing>
        ) : (
          <Table size="small" aria-label={C.activitiesHeading}>
            <TableHead>
              <TableRow>
                <TableCell>{T.activityDate}</TableCell>
                <TableCell>{T.status}</TableCell>
                <TableCell>{T.activityNote}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {record.activities.map((activity, index) => (
                <TableRow key={`${activity.date}-${index}`}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(activity.date)}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{activity.status_label}</TableCell>
                  <TableCell>{activity.note}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </Section>
      <Section title={C.casesHeading}>
        <Table size="small" aria-label={C.casesHeading}>
          <TableHead>
            <TableRow>
              <TableCell>{T.investmentSerial}</TableCell>
              <TableCell>{T.loanSerial}</TableCell>
              <TableCell align="right">{T.amount}</TableCell>
              <TableCell align="right">{T.claimTotal}</TableCell>
              <TableCell align="right">{T.courtFee}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {record.investments.map((row) => (
              <TableRow key={row.serial}>
                <TableCell>{row.serial}</TableCell>
                <TableCell>{row.loan_serial}</TableCell>
                <TableCell align="right">{ntdText(row.amount)}</TableCell>
                <TableCell align="right">{ntdText(row.claim_total)}</TableCell>
                <TableCell align="right">{ntdText(row.court_fee)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Section>
    </>
  );
};

/** One request: its figures, the activities so far, its cases, and 推進進度 while it is open. */
export const LegalCollectionShow = () => (
  <Show
    actions={
      <TopToolbar>
        <ListButton />
      </TopToolbar>
    }
  >
    <RequestView />
  </Show>
);
