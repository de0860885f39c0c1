import {
  CONSOLE_PAWN_CASE_TEXTS,
  PAWNSHOP_TEXTS,
  PRINCIPAL_REPAYMENT_TYPE_LABELS,
  formatDateTime,
  formatNtd,
  pawnCollateralHeading,
  pawnCollateralTypesText,
  tenThousandText,
  type PawnCaseActionAnswer,
  type PawnCaseCollateral,
  type PawnCaseSetting,
} from '@lendbridge/domain';
import { Button, LinearProgress, Link, Stack } from '@mui/material';
import { ListButton, Show, TopToolbar, useCanAccess, useRecordContext } from 'react-admin';
import { Details, Missing, Section, type Item } from '../../shared/Details';
import { UploadImages } from '../../shared/UploadImage';
import { useConsoleAction } from '../../shared/useConsoleAction';
import { useFieldLabel } from '../../shared/useFieldLabel';
import { collateralItems } from '../loan-applications/ExtrasSections';
import { PawnCaseStatusChip } from './PawnCaseStatusChip';
import { PawnInvestForm } from './PawnInvestForm';
import { PawnSettingForm } from './PawnSettingForm';
import type { PawnCaseDetailRecord } from './types';

const C = CONSOLE_PAWN_CASE_TEXTS;

const dateTime = (value: string | null): string => (value === null ? '' : formatDateTime(value));

/** 接單: takes the case; one another operator took first answers 此案件已被接單. */
const OrderButton = ({ id }: { id: PawnCaseDetailRecord['id'] }) => {
  const order = useConsoleAction<void, PawnCaseActionAnswer>({
    send: (dataProvider) => dataProvider.orderPawnCase(id),
    done: (answer) => answer.message,
  });
  return (
    <Button variant="contained" disabled={order.isPending} onClick={() => void order.run()}>
      {PAWNSHOP_TEXTS.order}
    </Button>
  );
};

const CollateralSection = ({ collateral, index }: { collateral: PawnCaseCollateral; index: number }) => {
  const label = useFieldLabel('pawn-cases');
  const appraisedValue = collateral.appraisal?.appraised_value ?? null;
  return (
    <Section title={pawnCollateralHeading(index + 1, collateral.type_label)}>
      <Stack spacing={2}>
        <Details items={collateralItems({ id: String(collateral.id), type: collateral.type, details: collateral.details })} />
        <UploadImages ids={collateral.images.map((image) => image.id)} label={PAWNSHOP_TEXTS.images} empty={C.noImages} />
        <Section title={PAWNSHOP_TEXTS.appraisal}>
          {appraisedValue !== null ? (
            <Details
              items={[
                { label: label('appraised_value'), value: tenThousandText(appraisedValue) },
                { label: label('appraiser_comment'), value: collateral.appraisal?.appraiser_comment },
              ]}
            />
          ) : (
            <Missing>{PAWNSHOP_TEXTS.notAppraised}</Missing>
          )}
        </Section>
      </Stack>
    </Section>
  );
};

const settingItems = (setting: PawnCaseSetting, label: (source: string) => string): Item[] => [
  { label: label('setting.amount'), value: setting.amount === null ? '' : formatNtd(setting.amount) },
  { label: label('setting.period'), value: setting.period },
  {
    label: label('setting.principal_repayment_type'),
    value: setting.principal_repayment_type === null ? '' : PRINCIPAL_REPAYMENT_TYPE_LABELS[setting.principal_repayment_type],
  },
  { label: label('setting.apr'), value: setting.apr },
  { label: label('setting.storage_fee'), value: setting.storage_fee === null ? '' : formatNtd(setting.storage_fee) },
  { label: label('setting.yearly_rate'), value: setting.yearly_rate === null ? '' : `${setting.yearly_rate}%` },
  { label: label('setting.set_at'), value: dateTime(setting.set_at) },
  { label: label('setting.confirmed_at'), value: dateTime(setting.confirmed_at) },
];

const CaseView = () => {
  const record = useRecordContext<PawnCaseDetailRecord>();
  const label = useFieldLabel('pawn-cases');
  const { canAccess: canAct } = useCanAccess({ resource: 'pawn-cases', action: 'edit', record });
  // Until the case is read, react-admin shows the list's row, which has no collaterals or pawn ticket.
  if (!record || !('collaterals' in record)) return <LinearProgress />;
  const acts = canAct === true;
  return (
    <>
      <Section
        title={`${label('serial')} ${record.serial}`}
        status={<PawnCaseStatusChip status={record.status} />}
        actions={acts && record.can_order ? <OrderButton id={record.id} /> : null}
      >
        <Details
          items={[
            { label: label('collateral_types'), value: pawnCollateralTypesText(record.collateral_types) },
            { label: label('amount'), value: formatNtd(record.amount) },
            { label: label('period'), value: record.period },
            { label: label('expect_value_10k'), value: record.expect_value_10k },
            { label: label('appraised_value'), value: record.appraised_value },
            { label: label('description'), value: record.description },
            { label: label('created_at'), value: dateTime(record.created_at) },
            { label: label('loan_serial'), value: record.loan_serial },
            { label: label('invested_at'), value: dateTime(record.invested_at) },
            { label: label('due_date'), value: record.due_date },
            { label: label('redeem_deadline'), value: record.redeem_deadline },
          ]}
        />
      </Section>
      {record.collaterals.map((collateral, index) => (
        <CollateralSection key={collateral.id} collateral={collateral} index={index} />
      ))}
      <Section title={C.terms} status={record.setting.amount === null ? null : <PawnCaseStatusChip status={record.setting.status} />}>
        <Stack spacing={3}>
          {record.setting.amount === null ? <Missing>{C.termsNotSet}</Missing> : <Details items={settingItems(record.setting, label)} />}
          {acts && record.can_setting && <PawnSettingForm key={record.updated_at} record={record} />}
        </Stack>
      </Section>
      {record.pawn_ticket.length > 0 && (
        <Section title={label('pawn_ticket')}>
          <Stack spacing={1}>
            {record.pawn_ticket.map((file, index) => (
              <Link key={file.id} href={file.url} target="_blank" rel="noopener noreferrer">
                {`${label('pawn_ticket')} ${index + 1}`}
              </Link>
            ))}
          </Stack>
        </Section>
      )}
      {acts && record.can_invest && (
        <Section title={PAWNSHOP_TEXTS.invest}>
          <PawnInvestForm key={record.updated_at} record={record} />
        </Section>
      )}
    </>
  );
};

/**
 * One case: what the borrower asked, each collateral with its images and appraisal, and the terms.
 * A pawnshop operator acts on it as its abilities allow (接單, 設定借款條件, 投資); an admin reads it.
 */
export const PawnCaseShow = () => (
  <Show
    actions={
      <TopToolbar>
        <ListButton />
      </TopToolbar>
    }
  >
    <CaseView />
  </Show>
);
