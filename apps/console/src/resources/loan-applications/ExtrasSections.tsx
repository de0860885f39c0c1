import {
  CONSOLE_APPRAISAL_TEXTS,
  FIELD_LABELS,
  LOAN_TYPE_RULES,
  PAWN_COLLATERAL_ADD_ONS,
  PAWN_COLLATERAL_ADD_ON_LABELS,
  REVIEW_EXTRAS_TEXTS,
  billImageLabel,
  collateralTitle,
  formatDateTime,
  ntdText,
  optionLabel,
  type ApplicationAppraisal,
  type OptionGroup,
} from '@lendbridge/domain';
import { Box, Chip, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { Link, useCreatePath } from 'react-admin';
import { Details, Missing, Section, type Item } from '../../shared/Details';
import { UploadImage } from '../../shared/UploadImage';
import { formatValue } from './Details';
import type { Collateral, CreditCardRecord, Guarantor, LoanApplicationDetail } from './types';

const T = REVIEW_EXTRAS_TEXTS;

const text = (value: unknown): string => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

const labelled = (group: OptionGroup, value: unknown): string =>
  typeof value === 'string' ? (optionLabel(group, value) ?? value) : '';

/** The add-ons a pawn collateral comes with, joined; none ticked reads as 否. */
const addOnsText = (details: Record<string, unknown>): string => {
  const ticked = PAWN_COLLATERAL_ADD_ONS.filter((addOn) => details[addOn] === true);
  return ticked.length > 0 ? ticked.map((addOn) => PAWN_COLLATERAL_ADD_ON_LABELS[addOn]).join('、') : formatValue('', false);
};

/** A collateral's fields, labelled: realty (address, age, building type, parking) or pawn (brand, model, add-ons). */
export const collateralItems = (collateral: Collateral): Item[] => {
  const { details } = collateral;
  const isRealty = typeof details.realty_address === 'object' && details.realty_address !== null;
  const common: Item[] = [
    { label: FIELD_LABELS.collateral_type, value: labelled('pawn_collateral_type', collateral.type) },
  ];
  const specific: Item[] = isRealty
    ? [
        { label: FIELD_LABELS.realty_address, value: formatValue('realty_address', details.realty_address) },
        { label: FIELD_LABELS.house_age, value: text(details.house_age) },
        { label: FIELD_LABELS.realty_house_type, value: labelled('realty_house_type', details.house_type) },
        { label: T.parkingSpace, value: formatValue('parking_space', collateral.parking_space === true) },
      ]
    : [
        { label: FIELD_LABELS.collateral_brand, value: text(details.brand) },
        { label: FIELD_LABELS.collateral_model, value: text(details.type) },
        { label: T.addOns, value: addOnsText(details) },
      ];
  return [
    ...common,
    ...specific,
    { label: FIELD_LABELS.expect_value_10k, value: text(details.expect_value_10k) },
    { label: FIELD_LABELS.collateral_description, value: text(details.description) },
  ];
};

export const CollateralsSection = ({ collaterals }: { collaterals: Collateral[] }) => (
  <Section title={T.collaterals}>
    {collaterals.length > 0 ? (
      <Stack spacing={3}>
        {collaterals.map((collateral, index) => (
          <Box key={collateral.id ?? index} component="article" aria-label={collateralTitle(index + 1)}>
            <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
              {collateralTitle(index + 1)}
            </Typography>
            <Details items={collateralItems(collateral)} />
          </Box>
        ))}
      </Stack>
    ) : (
      <Missing>{T.noCollaterals}</Missing>
    )}
  </Section>
);

const A = CONSOLE_APPRAISAL_TEXTS;

/** The appraisers' values and comments on the application's collaterals, as the reviewer weighs them. */
export const AppraisalsSection = ({ appraisals }: { appraisals: ApplicationAppraisal[] }) => (
  <Section title={A.applicationHeading}>
    {appraisals.length > 0 ? (
      <Table size="small" aria-label={A.applicationHeading}>
        <TableHead>
          <TableRow>
            <TableCell>{A.details}</TableCell>
            <TableCell>{A.status}</TableCell>
            <TableCell align="right">{A.appraised_value}</TableCell>
            <TableCell>{A.appraiser_comment}</TableCell>
            <TableCell>{A.appraiser_name}</TableCell>
            <TableCell>{A.appraised_at}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {appraisals.map((item) => (
            <TableRow key={item.id}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{`${collateralTitle(item.collateral_index + 1)} ${item.type_label}`}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{item.status_label}</TableCell>
              <TableCell align="right">{item.appraised_value ?? ''}</TableCell>
              <TableCell>{item.appraiser_comment ?? ''}</TableCell>
              <TableCell>{item.appraiser_name ?? ''}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{item.appraised_at ? formatDateTime(item.appraised_at) : ''}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    ) : (
      <Missing>{A.notAppraised}</Missing>
    )}
  </Section>
);

const recordItems = (record: CreditCardRecord): Item[] => [
  {
    label: FIELD_LABELS.credit_card_bank,
    value: record.bank_name ? `${record.bank} ${record.bank_name}` : record.bank,
  },
  { label: FIELD_LABELS.credit_card_account, value: record.account },
  { label: FIELD_LABELS.card_number, value: record.card_number },
  { label: FIELD_LABELS.bill_amount, value: ntdText(record.amount) },
  { label: T.addedAt, value: formatDateTime(record.created_at) },
];

/** Each record's fields beside its bill image, whose thumbnail opens the full image. */
export const CreditCardsSection = ({ records }: { records: CreditCardRecord[] }) => (
  <Section title={T.creditCards}>
    {records.length > 0 ? (
      <Stack spacing={3}>
        {records.map((record) => (
          <Stack
            key={record.id}
            component="article"
            aria-label={`${FIELD_LABELS.card_number} ${record.card_number}`}
            direction={{ xs: 'column', md: 'row' }}
            spacing={3}
          >
            <Box sx={{ flex: 1 }}>
              <Details items={recordItems(record)} />
            </Box>
            <UploadImage id={record.bill_image.id} label={billImageLabel(record.card_number)} />
          </Stack>
        ))}
      </Stack>
    ) : (
      <Missing>{T.noCreditCards}</Missing>
    )}
  </Section>
);

export const GuarantorSection = ({ guarantor }: { guarantor: Guarantor | null }) => {
  const createPath = useCreatePath();
  return (
    <Section
      title={T.guarantor}
      status={
        guarantor ? (
          <Chip
            size="small"
            color={guarantor.confirmed ? 'success' : 'warning'}
            label={guarantor.confirmed ? T.guarantorConfirmed : T.guarantorPending}
          />
        ) : null
      }
    >
      {guarantor ? (
        <Details
          items={[
            { label: FIELD_LABELS.resident_id, value: guarantor.resident_id },
            { label: T.guarantorState, value: guarantor.confirmed ? T.guarantorConfirmed : T.guarantorPending },
            { label: FIELD_LABELS.relationship, value: labelled('contact_relationship', guarantor.relationship) },
            { label: T.guarantorConfirmedAt, value: formatDateTime(guarantor.confirmed_at) },
            { label: T.guarantorName, value: guarantor.guarantor_name },
            {
              label: T.guarantorMember,
              value:
                guarantor.guarantor_user_id === null ? null : (
                  <Link to={createPath({ resource: 'members', type: 'show', id: guarantor.guarantor_user_id })}>
                    {guarantor.guarantor_member_serial ?? String(guarantor.guarantor_user_id)}
                  </Link>
                ),
            },
          ]}
        />
      ) : (
        <Missing>{T.noGuarantor}</Missing>
      )}
    </Section>
  );
};

/** Which of the three sections an application shows: those its type asks for, and any with data. */
export const extrasShown = (record: LoanApplicationDetail) => {
  const rule = LOAN_TYPE_RULES[record.app_type];
  const collaterals = record.collaterals ?? [];
  const records = record.credit_card_records ?? [];
  const guarantor = record.guarantor ?? null;
  return {
    collaterals: (rule?.collateral ?? null) !== null || collaterals.length > 0,
    creditCards: (rule?.steps ?? []).some((step) => step.id === 'related_data') || records.length > 0,
    guarantor: record.app_type === 'guarantor' || guarantor !== null,
  };
};
