import {
  APPROVAL_DEFAULT_LENDER_FEE_PERCENT,
  APPROVAL_DEFAULT_SOURCE,
  FIELD_LABELS,
  LISTING_RATE_DECIMALS,
  LOAN_PERIODS,
  MARKET_SOURCES,
  MARKET_SOURCE_LABELS,
  MAX_APR_PERCENT,
  PRINCIPAL_REPAYMENT_TYPE_LABELS,
  TEN_THOUSAND,
  approvalComputeQuerySchema,
  gradeBaseRate,
  isMarketSource,
  loanListingTermsSchema,
  zodIssuesToFieldErrors,
  type LoanListingTermsInput,
  type MarketSource,
  type PrincipalRepaymentType,
} from '@lendbridge/domain';
import CheckIcon from '@mui/icons-material/Check';
import { Alert, Box, Button, Divider, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useEffect, useMemo, useState } from 'react';
import { useDataProvider, useRecordContext } from 'react-admin';
import { CREDIT_GRADE_CHOICES, PRINCIPAL_REPAYMENT_TYPE_CHOICES, formatPercent } from '../../choices';
import type { ApprovalComputeParams, ConsoleDataProvider, LoanApprovalParams } from '../../dataProvider';
import { Details, type Item } from '../../shared/Details';
import { errorDetails } from '../../shared/errors';
import { useConsoleAction } from '../../shared/useConsoleAction';
import type { ApprovalComputeResult, LoanApplicationDetail } from './types';

export const APPROVE = '核准';
export const APR_LABEL = '年利率（APR）';
export const BASE_RATE_LABEL = '基準利率';

/** How long the form waits after the last change before asking for the compute. */
export const COMPUTE_DEBOUNCE_MS = 400;

const money = new Intl.NumberFormat('zh-TW');
const formatMoney = (value: number): string => `NT$ ${money.format(value)}`;
const signed = (value: number, text: string): string => (value > 0 ? `+${text}` : text);

/** Every figure of the approval compute, labelled. */
export const figureItems = (figures: ApprovalComputeResult): Item[] => [
  { label: FIELD_LABELS.approval_amount, value: formatMoney(figures.current_amount) },
  { label: '核貸期數', value: `${figures.current_period} 期` },
  { label: APR_LABEL, value: formatPercent(figures.current_rate) },
  {
    label: FIELD_LABELS.principal_repayment_type,
    value: PRINCIPAL_REPAYMENT_TYPE_LABELS[figures.current_principal_repayment_type],
  },
  { label: '金額調整', value: signed(figures.change_amount, formatMoney(figures.change_amount)) },
  { label: '期數調整', value: signed(figures.change_period, `${figures.change_period} 期`) },
  { label: '借款手續費', value: formatMoney(figures.borrower_fee) },
  { label: '原申請條件手續費', value: formatMoney(figures.original_borrower_fee) },
  { label: '手續費折抵', value: formatMoney(figures.deducted_borrower_fee) },
  { label: '應收手續費', value: formatMoney(figures.total_borrower_fee) },
  { label: '風險準備金提撥', value: formatMoney(figures.provision) },
];

interface Terms {
  grade: string;
  amount: string;
  period: string;
  add_rate: string;
  principal_repayment_type: PrincipalRepaymentType;
}

const ADD_RATE_TEXT = /^\d+(\.\d{1,2})?$/;

/** APR = the grade's base rate + add_rate, in percent with two decimals; null until both are known. */
export const aprOf = (grade: string, addRate: string): number | null => {
  const base = gradeBaseRate(grade);
  const text = addRate.trim();
  if (base === undefined || !ADD_RATE_TEXT.test(text)) return null;
  return Math.round((base + Number(text)) * 100) / 100;
};

const isRepaymentType = (value: unknown): value is PrincipalRepaymentType =>
  typeof value === 'string' && Object.hasOwn(PRINCIPAL_REPAYMENT_TYPE_LABELS, value);

/** The terms the borrower applied for, as the form's starting point. */
const initialTerms = (record: LoanApplicationDetail): Terms => {
  const { amount_ten_thousand: amount, period, prefer_principal_repayment_option: type } = record.application;
  return {
    grade: '',
    amount: typeof amount === 'number' ? String(amount * TEN_THOUSAND) : '',
    period: typeof period === 'number' ? String(period) : '',
    add_rate: '0',
    principal_repayment_type: isRepaymentType(type) ? type : 'equal_installment',
  };
};

/** The loan's listing terms as typed; blank means left to the default. */
interface Listing {
  source: MarketSource;
  pgr: string;
  lender_fee: string;
  discount_lender_fee: string;
  min_discount_order_amount: string;
}

const INITIAL_LISTING: Listing = {
  source: APPROVAL_DEFAULT_SOURCE,
  pgr: '',
  lender_fee: APPROVAL_DEFAULT_LENDER_FEE_PERCENT.toFixed(LISTING_RATE_DECIMALS),
  discount_lender_fee: '',
  min_discount_order_amount: '',
};

/** The listing terms as sent: the protection ratio belongs to the pgr market only. */
const listingParams = ({ pgr, ...listing }: Listing): LoanListingTermsInput =>
  listing.source === 'pgr' ? { ...listing, pgr } : listing;

/** The shared rules' messages for the listing terms on screen, by field. */
const listingErrorsOf = (listing: Listing): Record<string, string> => {
  const parsed = loanListingTermsSchema.safeParse(listingParams(listing));
  return parsed.success ? {} : zodIssuesToFieldErrors(parsed.error);
};

const GRID_SX = {
  display: 'grid',
  gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' },
  columnGap: 2,
  rowGap: 1,
} as const;

type Compute =
  | { state: 'idle' }
  | { state: 'invalid'; errors: Record<string, string> }
  | { state: 'loading' }
  | { state: 'ready'; figures: ApprovalComputeResult }
  | { state: 'refused'; message: string; errors: Record<string, string> };

/**
 * The reviewer's terms: grade, amount, period, add_rate and repayment type. Each change asks the
 * server for the approval compute (debounced) and shows its figures. Below them, the loan's listing
 * terms (market source, protection ratio for the pgr market, lender fee and its discount), checked
 * by the shared rules as they are typed. 核准 is open only on figures the server accepted for the
 * terms on screen and listing terms the rules accept.
 */
export const ApprovalForm = () => {
  const record = useRecordContext<LoanApplicationDetail>();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const [terms, setTerms] = useState<Terms | null>(record ? initialTerms(record) : null);
  const [listing, setListing] = useState<Listing>(INITIAL_LISTING);
  const listingErrors = useMemo(() => listingErrorsOf(listing), [listing]);
  const [compute, setCompute] = useState<Compute>({ state: 'idle' });
  const approveAction = useConsoleAction<{ id: LoanApplicationDetail['id']; params: LoanApprovalParams }, unknown>({
    send: (provider, { id, params }) => provider.approveLoanApplication(id, params),
    done: `已${APPROVE}`,
    fields: 'any',
    alwaysNotify: true,
  });
  const { errors: approveErrors, setErrors: setApproveErrors, isPending: saving } = approveAction;
  const id = record?.id;

  useEffect(() => {
    if (id === undefined || terms === null) return undefined;
    if (terms.grade === '') {
      setCompute({ state: 'idle' });
      return undefined;
    }
    const params: ApprovalComputeParams = { ...terms };
    const parsed = approvalComputeQuerySchema.safeParse(params);
    if (!parsed.success) {
      setCompute({ state: 'invalid', errors: zodIssuesToFieldErrors(parsed.error) });
      return undefined;
    }
    setCompute({ state: 'loading' });
    let current = true;
    const timer = setTimeout(() => {
      dataProvider.computeLoanApproval(id, params).then(
        ({ data }) => {
          if (current) setCompute({ state: 'ready', figures: data });
        },
        (error: unknown) => {
          if (current) setCompute({ state: 'refused', ...errorDetails(error) });
        },
      );
    }, COMPUTE_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [dataProvider, id, terms]);

  if (!record || terms === null) return null;

  const change = (field: keyof Terms) => (event: { target: { value: string } }) => {
    const { value } = event.target;
    setApproveErrors({});
    if (field !== 'principal_repayment_type') setTerms({ ...terms, [field]: value });
    else if (isRepaymentType(value)) setTerms({ ...terms, principal_repayment_type: value });
  };

  const changeListing = (field: keyof Listing) => (event: { target: { value: string } }) => {
    const { value } = event.target;
    setApproveErrors({});
    if (field !== 'source') setListing({ ...listing, [field]: value });
    else if (isMarketSource(value)) setListing({ ...listing, source: value });
  };

  const fieldErrors: Record<string, string> = {
    ...(compute.state === 'invalid' || compute.state === 'refused' ? compute.errors : {}),
    ...listingErrors,
    ...approveErrors,
  };
  const fieldProps = (field: keyof Terms) => ({
    value: terms[field],
    onChange: change(field),
    error: fieldErrors[field] !== undefined,
    helperText: fieldErrors[field] ?? ' ',
    size: 'small' as const,
    fullWidth: true,
  });
  const listingProps = (field: keyof Listing) => ({
    value: listing[field],
    onChange: changeListing(field),
    error: fieldErrors[field] !== undefined,
    helperText: fieldErrors[field] ?? ' ',
    size: 'small' as const,
    fullWidth: true,
  });
  const listingValid = Object.keys(listingErrors).length === 0;

  const baseRate = gradeBaseRate(terms.grade);
  const apr = aprOf(terms.grade, terms.add_rate);

  const approve = () => approveAction.run({ id: record.id, params: { ...terms, ...listingParams(listing) } });

  return (
    <Box component="form" aria-label="核貸條件" noValidate onSubmit={(event) => event.preventDefault()}>
      <Box sx={GRID_SX}>
        <TextField select label={FIELD_LABELS.credit_grade} {...fieldProps('grade')}>
          {CREDIT_GRADE_CHOICES.map((choice) => (
            <MenuItem key={choice.id} value={choice.id}>
              {choice.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label={`${FIELD_LABELS.approval_amount}（元）`}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          {...fieldProps('amount')}
        />
        <TextField select label={FIELD_LABELS.loan_period} {...fieldProps('period')}>
          {LOAN_PERIODS.map((period) => (
            <MenuItem key={period} value={String(period)}>
              {`${period} 期`}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label={`${FIELD_LABELS.add_rate}（%）`}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          {...fieldProps('add_rate')}
        />
        <TextField select label={FIELD_LABELS.principal_repayment_type} {...fieldProps('principal_repayment_type')}>
          {PRINCIPAL_REPAYMENT_TYPE_CHOICES.map((choice) => (
            <MenuItem key={choice.id} value={choice.id}>
              {choice.name}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <Typography variant="body2" sx={{ mb: 2 }} aria-label={APR_LABEL} role="status">
        {`${APR_LABEL} = ${BASE_RATE_LABEL} ${baseRate === undefined ? '—' : formatPercent(baseRate)} + ${
          FIELD_LABELS.add_rate
        } ${ADD_RATE_TEXT.test(terms.add_rate.trim()) ? formatPercent(Number(terms.add_rate)) : '—'} = ${
          apr === null ? '—' : formatPercent(apr)
        }（上限 ${MAX_APR_PERCENT}%）`}
      </Typography>
      <Box component="section" aria-label="試算結果" sx={{ mb: 2 }}>
        {compute.state === 'idle' ? (
          <Typography variant="body2" color="text.secondary">
            請選擇{FIELD_LABELS.credit_grade}以試算核貸條件
          </Typography>
        ) : null}
        {compute.state === 'loading' ? (
          <Typography variant="body2" color="text.secondary">
            試算中…
          </Typography>
        ) : null}
        {compute.state === 'refused' ? <Alert severity="error">{compute.message}</Alert> : null}
        {compute.state === 'ready' ? <Details items={figureItems(compute.figures)} /> : null}
      </Box>
      <Divider sx={{ mb: 2 }} />
      <Box sx={GRID_SX}>
        <TextField select label={FIELD_LABELS.loan_source} {...listingProps('source')}>
          {MARKET_SOURCES.map((source) => (
            <MenuItem key={source} value={source}>
              {MARKET_SOURCE_LABELS[source]}
            </MenuItem>
          ))}
        </TextField>
        {listing.source === 'pgr' ? (
          <TextField
            label={`${FIELD_LABELS.pgr}（%）`}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            {...listingProps('pgr')}
          />
        ) : null}
        <TextField
          label={`${FIELD_LABELS.lender_fee}（%）`}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          {...listingProps('lender_fee')}
        />
        <TextField
          label={`${FIELD_LABELS.discount_lender_fee}（%）`}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          {...listingProps('discount_lender_fee')}
        />
        <TextField
          label={`${FIELD_LABELS.min_discount_order_amount}（元）`}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          {...listingProps('min_discount_order_amount')}
        />
      </Box>
      <Stack direction="row" spacing={1}>
        <Button
          variant="contained"
          color="success"
          startIcon={<CheckIcon />}
          disabled={compute.state !== 'ready' || !listingValid || saving}
          onClick={() => void approve()}
        >
          {APPROVE}
        </Button>
      </Stack>
    </Box>
  );
};
