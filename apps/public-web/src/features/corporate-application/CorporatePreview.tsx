import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useWatch } from 'react-hook-form';
import type { Control } from 'react-hook-form';
import {
  FIELD_LABELS,
  LOAN_AGREEMENT_LABELS,
  LOAN_STEP_TITLES,
  MESSAGES,
  loanPeriodLabel,
  optionLabel,
} from '@lendbridge/domain';
import type { LoanSubmission } from '@lendbridge/domain';
import { FormSectionTitle } from '../../shared/layout/FormCard';
import { FormCheckbox } from '../../shared/form';
import type { AddressValues } from '../member/AddressFields';
import type { AddressBlockValues, CorporateValues } from './corporateForm';

type CorporateControl = Control<CorporateValues, unknown, LoanSubmission>;

const L = FIELD_LABELS;

export const formatAddress = ({ zip_code, city, district, address }: AddressValues): string =>
  [zip_code.trim(), `${city}${district}${address}`.trim()].filter((part) => part !== '').join(' ');

const formatPeriod = (period: string): string => (/^\d+$/.test(period) ? loanPeriodLabel(Number(period)) : period);

interface Row {
  label: string;
  value: string;
}

function Rows({ title, rows }: { title: string; rows: readonly Row[] }) {
  return (
    <Stack spacing={1} component="section" aria-label={title}>
      <FormSectionTitle>{title}</FormSectionTitle>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'minmax(8rem, max-content) 1fr' }, columnGap: 3, rowGap: 1, m: 0 }}
      >
        {rows.map((row) => (
          <Box key={row.label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {row.label}
            </Typography>
            <Typography component="dd" variant="body1" sx={{ m: 0, whiteSpace: 'pre-line', wordBreak: 'break-word' }}>
              {row.value.trim() === '' ? MESSAGES.previewNotFilled : row.value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Stack>
  );
}

const addressRows = (block: AddressBlockValues): Row[] => [
  { label: L.registered_address, value: formatAddress(block.registered_address) },
  { label: L.current_address, value: formatAddress(block.current_address) },
];

/**
 * Step 2 (完成申請): everything entered on step 1, read-only, then the application agreement
 * (two agreements and the blacklist policy) to tick before submitting.
 */
export function CorporatePreview({ control }: { control: CorporateControl }) {
  const [application, company, person] = useWatch({ control, name: ['application', 'corporate_profile', 'profile'] });
  return (
    <Stack spacing={3} divider={<Divider flexItem />}>
      <Rows
        title={LOAN_STEP_TITLES.purpose}
        rows={[
          { label: L.loan_purpose, value: optionLabel('loan_purpose', application.purpose) ?? application.purpose },
          { label: L.amount_ten_thousand, value: application.amount_ten_thousand },
          { label: L.loan_period, value: formatPeriod(application.period) },
          { label: L.loan_description, value: application.description },
          { label: L.marketing_code, value: application.marketing_code },
          { label: L.alliance_code, value: application.alliance_code },
        ]}
      />
      <Rows
        title={L.corporate_profile}
        rows={[
          { label: L.company_name, value: company.company_name },
          { label: L.tax_id, value: company.tax_id },
          { label: L.contact_name, value: company.contact_name },
          { label: L.contact_mobile, value: company.contact_mobile },
          ...addressRows(company),
        ]}
      />
      <Rows title={L.responsible_person_profile} rows={addressRows(person)} />
      <Stack spacing={1} component="section" aria-label={MESSAGES.loanAgreementTitle}>
        <FormSectionTitle>{MESSAGES.loanAgreementTitle}</FormSectionTitle>
        {LOAN_AGREEMENT_LABELS.map((item) => (
          <FormCheckbox key={item.value} control={control} name={`agreement.${item.value}`} label={item.label} />
        ))}
      </Stack>
    </Stack>
  );
}
