import {
  CONSOLE_LISTING_TEXTS,
  CONSOLE_LOAN_TEXTS,
  LISTING_FARMER_APP_TYPE,
  LISTING_TEXTS,
  LOAN_APP_TYPE_LABELS,
  ntdText,
  type ConsoleLoanListing,
} from '@lendbridge/domain';
import { Alert, Box, Divider } from '@mui/material';
import { Fragment, useCallback, useEffect, useState, type ComponentType } from 'react';
import { ListButton, Show, TopToolbar, useNotify, useRecordContext } from 'react-admin';
import { Details, Missing, Section } from '../../shared/Details';
import { errorDetails } from '../../shared/errors';
import { CommoditySetsSection } from './CommoditySetsSection';
import { CreditRecordsSection } from './CreditRecordsSection';
import { FarmerProfileSection } from './FarmerProfileSection';
import { FinancialStatementsSection } from './FinancialStatementsSection';
import { GallerySection } from './GallerySection';
import { LoanStatusChip } from './LoanStatusChip';
import { fetchListing } from './listing.api';
import type { LoanRow } from './types';
import type { ListingSectionProps } from './useListingWrite';

const T = CONSOLE_LOAN_TEXTS;

/** The loan itself, as the list row has it, and whether its listing may still change. */
const SummarySection = ({ record, listing }: { record: LoanRow; listing: ConsoleLoanListing }) => (
  <Section title={CONSOLE_LISTING_TEXTS.loan} status={<LoanStatusChip status={record.status} />}>
    <Details
      items={[
        { label: T.serial, value: record.serial },
        { label: T.app_type, value: LOAN_APP_TYPE_LABELS[record.app_type] ?? record.app_type },
        { label: T.member_serial, value: record.member_serial },
        { label: T.amount, value: ntdText(record.amount) },
        { label: T.invested_amount, value: ntdText(record.invested_amount) },
      ]}
    />
    {listing.editable ? null : (
      <Alert severity="info" sx={{ mt: 2 }}>
        {LISTING_TEXTS.notEditableNote}
      </Alert>
    )}
  </Section>
);

/** The sections a loan shows: the farmer's three for a farmer loan, then credit records and statements for every loan. */
const sectionsOf = (listing: ConsoleLoanListing): [string, ComponentType<ListingSectionProps>][] => [
  ...(listing.loan.app_type === LISTING_FARMER_APP_TYPE
    ? ([
        ['farmer', FarmerProfileSection],
        ['commodity-sets', CommoditySetsSection],
        ['gallery', GallerySection],
      ] as [string, ComponentType<ListingSectionProps>][])
    : []),
  ['credit-records', CreditRecordsSection],
  ['financials', FinancialStatementsSection],
];

/** Reads the listing of the shown loan and keeps the answer of each section's write. */
const LoanListing = () => {
  const record = useRecordContext<LoanRow>();
  const notify = useNotify();
  const [listing, setListing] = useState<ConsoleLoanListing | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const id = record?.id;

  useEffect(() => {
    if (id === undefined) return undefined;
    let current = true;
    fetchListing(id).then(
      (answer) => {
        if (current) setListing(answer);
      },
      (error: unknown) => {
        if (!current) return;
        const { message } = errorDetails(error);
        setFailure(message);
        notify(message, { type: 'error', messageArgs: { _: message } });
      },
    );
    return () => {
      current = false;
    };
  }, [id, notify]);

  const onSaved = useCallback((answer: ConsoleLoanListing) => setListing(answer), []);

  if (!record || typeof record.serial !== 'string') return null;
  if (listing === null) {
    return (
      <Box sx={{ px: 2, py: 2 }}>
        {failure === null ? <Missing>{CONSOLE_LISTING_TEXTS.loading}</Missing> : <Alert severity="error">{failure}</Alert>}
      </Box>
    );
  }
  return (
    <Box sx={{ px: 2, pb: 1 }}>
      <SummarySection record={record} listing={listing} />
      {sectionsOf(listing).map(([key, SectionOf]) => (
        <Fragment key={key}>
          <Divider />
          <SectionOf listing={listing} onSaved={onSaved} />
        </Fragment>
      ))}
    </Box>
  );
};

/**
 * A loan's page (上架資料): the loan, then what lenders see beside its terms — the farmer profile,
 * commodity sets and gallery of a farmer loan, the borrower's credit records and the SME financial
 * statements — each edited through /api/console/loans/:id/listing while the loan is
 * rate_confirming or matching, read-only after.
 */
export const LoanShow = () => (
  <Show
    actions={
      <TopToolbar>
        <ListButton />
      </TopToolbar>
    }
  >
    <LoanListing />
  </Show>
);
