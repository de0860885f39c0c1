import {
  CONSOLE_LISTING_TEXTS,
  LISTING_FARMER_APP_TYPE,
  LISTING_TEXTS,
  LOAN_APP_TYPE_LABELS,
  ntdText,
  type ConsoleLoanListing,
} from '@lendbridge/domain';
import { Alert, Box, Divider } from '@mui/material';
import { skipToken, useQuery, useQueryClient } from '@tanstack/react-query';
import { Fragment, useCallback, useEffect, type ComponentType } from 'react';
import { ListButton, Show, TopToolbar, useDataProvider, useNotify, useRecordContext, type Identifier } from 'react-admin';
import type { ConsoleDataProvider } from '../../dataProvider';
import { Details, Missing, Section } from '../../shared/Details';
import { errorDetails } from '../../shared/errors';
import { useFieldLabel } from '../../shared/useFieldLabel';
import { CommoditySetsSection } from './CommoditySetsSection';
import { CreditRecordsSection } from './CreditRecordsSection';
import { FarmerProfileSection } from './FarmerProfileSection';
import { FinancialStatementsSection } from './FinancialStatementsSection';
import { GallerySection } from './GallerySection';
import { LoanStatusChip } from './LoanStatusChip';
import type { LoanRow } from './types';
import type { ListingSectionProps } from './useListingWrite';

/** The loan itself, as the list row has it, and whether its listing may still change. */
const SummarySection = ({ record, listing }: { record: LoanRow; listing: ConsoleLoanListing }) => {
  const label = useFieldLabel();
  return (
    <Section title={CONSOLE_LISTING_TEXTS.loan} status={<LoanStatusChip status={record.status} />}>
      <Details
        items={[
          { label: label('serial'), value: record.serial },
          { label: label('app_type'), value: LOAN_APP_TYPE_LABELS[record.app_type] ?? record.app_type },
          { label: label('member_serial'), value: record.member_serial },
          { label: label('amount'), value: ntdText(record.amount) },
          { label: label('invested_amount'), value: ntdText(record.invested_amount) },
        ]}
      />
      {listing.editable ? null : (
        <Alert severity="info" sx={{ mt: 2 }}>
          {LISTING_TEXTS.notEditableNote}
        </Alert>
      )}
    </Section>
  );
};

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

const listingQueryKey = (id: Identifier | undefined) => ['loans', 'getLoanListing', id];

/** Reads the listing of the shown loan and keeps the answer of each section's write. */
const LoanListing = () => {
  const record = useRecordContext<LoanRow>();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const id = record?.id;
  const { data: listing, error } = useQuery({
    queryKey: listingQueryKey(id),
    queryFn: id === undefined ? skipToken : async () => (await dataProvider.getLoanListing(id)).data,
  });
  const failure = error === null ? null : errorDetails(error).message;

  useEffect(() => {
    if (failure !== null) notify(failure, { type: 'error' });
  }, [failure, notify]);

  const onSaved = useCallback(
    (answer: ConsoleLoanListing) => queryClient.setQueryData(listingQueryKey(id), answer),
    [id, queryClient],
  );

  if (!record || typeof record.serial !== 'string') return null;
  if (listing === undefined) {
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
