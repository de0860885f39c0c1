import { useState } from 'react';
import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Container from '@mui/material/Container';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useController, useForm, useWatch } from 'react-hook-form';
import type { Control } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import {
  LEGAL_COLLECTION_AGREEMENTS,
  LEGAL_COLLECTION_API_TEXTS,
  LEGAL_COLLECTION_LIST_PATH,
  LEGAL_COLLECTION_TEXTS,
  emptyLegalCollectionAgreements,
  legalCollectionCourtFeeTotal,
  legalCollectionFeeCovered,
  legalCollectionLateDaysText,
  legalCollectionReportPath,
  legalCollectionSelectLabel,
  legalCollectionStartSchema,
  ntdText,
} from '@lendbridge/domain';
import type { LegalCollectionBalance, LegalCollectionCase, LegalCollectionStartInput } from '@lendbridge/domain';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../app/api';
import { useErrorHandler } from '../../app/useErrorHandler';
import { useAlert } from '../../shared/AlertDialog';
import { PageLoading } from '../../shared/PageLoading';
import { FormTextField, applyFieldErrors, formResolver } from '../../shared/form';
import { useMoneyMutation } from '../../shared/useMoneyMutation';
import { loadStateOf, useReportedQuery } from '../../shared/useReportedQuery';
import { LoadFailed } from '../../shared/LoadFailed';
import { legalCollectionQueries, startLegalCollection } from './legal-collection.api';
import type { LegalCollectionApplyData } from './legal-collection.api';

const T = LEGAL_COLLECTION_TEXTS;

interface ApplyValues {
  serials: string[];
  agreements: boolean[];
  password: string;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** The late cases with their figures, each with a box to select it, and one to select all. */
function CasesField({ control, cases }: { control: Control<ApplyValues, unknown, LegalCollectionStartInput>; cases: readonly LegalCollectionCase[] }) {
  const { field, fieldState } = useController({ control, name: 'serials' });
  const selected = new Set(field.value);
  const toggle = (serial: string, checked: boolean) =>
    field.onChange(checked ? cases.map((item) => item.serial).filter((value) => value === serial || selected.has(value)) : field.value.filter((value) => value !== serial));
  const all = cases.length > 0 && cases.every((item) => selected.has(item.serial));

  return (
    <FormControl error={fieldState.error !== undefined} fullWidth>
      <TableContainer>
        <Table size="small" aria-label={T.casesHeading}>
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox">
                <Checkbox
                  checked={all}
                  indeterminate={!all && selected.size > 0}
                  onChange={(event) => field.onChange(event.target.checked ? cases.map((item) => item.serial) : [])}
                  slotProps={{ input: { 'aria-label': T.selectAll } }}
                />
              </TableCell>
              <TableCell>{T.investmentSerial}</TableCell>
              <TableCell>{T.loanSerial}</TableCell>
              <TableCell align="right">{T.lateDays}</TableCell>
              <TableCell align="right">{T.remainPrincipal}</TableCell>
              <TableCell align="right">{T.remainInterest}</TableCell>
              <TableCell align="right">{T.remainPenalty}</TableCell>
              <TableCell align="right">{T.minCourtFee}</TableCell>
              <TableCell align="right">{T.maxCourtFee}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {cases.map((item) => (
              <TableRow key={item.serial} selected={selected.has(item.serial)}>
                <TableCell padding="checkbox">
                  <Checkbox
                    checked={selected.has(item.serial)}
                    onChange={(event) => toggle(item.serial, event.target.checked)}
                    slotProps={{ input: { 'aria-label': legalCollectionSelectLabel(item.serial) } }}
                  />
                </TableCell>
                <TableCell>{item.serial}</TableCell>
                <TableCell>{item.loan_serial}</TableCell>
                <TableCell align="right">{legalCollectionLateDaysText(item.late_days)}</TableCell>
                <TableCell align="right">{ntdText(item.remain_principal)}</TableCell>
                <TableCell align="right">{ntdText(item.remain_interest)}</TableCell>
                <TableCell align="right">{ntdText(item.remain_penalty)}</TableCell>
                <TableCell align="right">{ntdText(item.min_court_fee)}</TableCell>
                <TableCell align="right">{ntdText(item.max_court_fee)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {fieldState.error?.message !== undefined && <FormHelperText>{fieldState.error.message}</FormHelperText>}
    </FormControl>
  );
}

/** The seven agreement boxes; all must be ticked. */
function AgreementsField({ control }: { control: Control<ApplyValues, unknown, LegalCollectionStartInput> }) {
  const { field, fieldState } = useController({ control, name: 'agreements' });
  return (
    <FormControl error={fieldState.error !== undefined} component="fieldset">
      <FormGroup>
        {LEGAL_COLLECTION_AGREEMENTS.map((text, index) => (
          <FormControlLabel
            key={text}
            label={text}
            sx={{ alignItems: 'flex-start', mb: 1 }}
            control={
              <Checkbox
                checked={field.value[index] === true}
                onChange={(event) => field.onChange(field.value.map((value, position) => (position === index ? event.target.checked : value)))}
                sx={{ pt: 0 }}
              />
            }
          />
        ))}
      </FormGroup>
      {fieldState.error?.message !== undefined && <FormHelperText>{fieldState.error.message}</FormHelperText>}
    </FormControl>
  );
}

/** Where to deposit when the balance does not cover the prepaid court fee. */
function TransferInfo({ balance }: { balance: LegalCollectionBalance }) {
  const { bank_code: code, bank_name: name, account_number: account } = balance.transfer_info;
  return (
    <Stack spacing={0.5} sx={{ mt: 1 }}>
      <Typography variant="body2">{`${T.transferInfo}：${T.bank} ${name === null ? code : `${code} ${name}`}`}</Typography>
      <Typography variant="body2">{`${T.accountNumber} ${account}`}</Typography>
    </Stack>
  );
}

function ApplyForm({ initial }: { initial: LegalCollectionApplyData }) {
  const navigate = useNavigate();
  const handleError = useErrorHandler();
  const { showAlert } = useAlert();
  const queryClient = useQueryClient();
  const start = useMoneyMutation({ mutationFn: startLegalCollection, invalidates: [legalCollectionQueries.list().queryKey] });
  const sending = start.isPending;
  const [feeRefused, setFeeRefused] = useState(false);
  const [data, setData] = useState(initial);
  const { control, handleSubmit, setError, getValues, setValue } = useForm<ApplyValues, unknown, LegalCollectionStartInput>({
    defaultValues: { serials: [], agreements: emptyLegalCollectionAgreements(), password: '' },
    resolver: formResolver(legalCollectionStartSchema),
  });
  const serials = useWatch({ control, name: 'serials' });
  const feeTotal = legalCollectionCourtFeeTotal(data.cases.filter((item) => serials.includes(item.serial)));
  const short = !legalCollectionFeeCovered(feeTotal, data.balance.balance);

  /** Reads the cases and the balance again after the server found them changed; a case gone is unselected. */
  const refreshData = async () => {
    try {
      const next = await queryClient.fetchQuery(legalCollectionQueries.applyData());
      setData(next);
      setValue(
        'serials',
        getValues('serials').filter((serial) => next.cases.some((item) => item.serial === serial)),
      );
    } catch (error) {
      handleError(error);
    }
  };

  const submit = async (input: LegalCollectionStartInput) => {
    if (short) {
      setFeeRefused(true);
      return;
    }
    try {
      const request = await start.mutateAsync({ ...input, court_fee: feeTotal });
      void showAlert({ title: LEGAL_COLLECTION_API_TEXTS.started });
      navigate(legalCollectionReportPath(request.id));
    } catch (error) {
      if (error instanceof ApiError && error.code === 'LEGAL_COLLECTION_INSUFFICIENT_BALANCE') {
        setFeeRefused(true);
        await refreshData();
      } else if (error instanceof ApiError && (error.code === 'LEGAL_COLLECTION_COURT_FEE_CHANGED' || error.code === 'LEGAL_COLLECTION_CASE_NOT_ELIGIBLE')) {
        handleError(error);
        await refreshData();
      } else {
        handleError(error, { onFieldErrors: (errors) => applyFieldErrors(setError, errors, getValues()) });
      }
    }
  };

  return (
    <Stack component="form" spacing={3} noValidate onSubmit={(event) => void handleSubmit(submit)(event)}>
      <Section title={T.casesHeading}>
        <CasesField control={control} cases={data.cases} />
      </Section>
      <Section title={T.agreementsHeading}>
        <AgreementsField control={control} />
      </Section>
      <Section title={T.balanceHeading}>
        <Stack spacing={1}>
          <Typography>{`${T.feeTotal} ${ntdText(feeTotal)}`}</Typography>
          <Typography>{`${T.balance} ${ntdText(data.balance.balance)}`}</Typography>
          {short && (
            <Alert severity={feeRefused ? 'error' : 'warning'} role="alert">
              {LEGAL_COLLECTION_API_TEXTS.insufficientBalance}
              <TransferInfo balance={data.balance} />
            </Alert>
          )}
          <FormTextField control={control} name="password" type="password" label={T.password} autoComplete="current-password" disabled={sending} />
        </Stack>
      </Section>
      <Button type="submit" variant="contained" size="large" disabled={sending} aria-busy={sending}>
        {sending ? T.submitting : T.submit}
      </Button>
    </Stack>
  );
}

/**
 * /account/lender/legal-collection/apply: the lender's cases late long enough, each with its
 * unpaid principal, interest and penalty and its court fees; the seven agreements; the prepaid
 * court fee (the selected cases' max_court_fee) against the cash balance, with the virtual
 * account to deposit to when it falls short; and the login password.
 */
export function LegalCollectionApplyPage() {
  const read = useReportedQuery(legalCollectionQueries.applyData(), { missingOn404: true });
  const loaded = loadStateOf(read);
  const reload = () => void read.refetch();

  return (
    <Container maxWidth="lg">
      <Button component={RouterLink} to={LEGAL_COLLECTION_LIST_PATH} sx={{ mb: 2 }}>
        {T.backToList}
      </Button>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700, mb: 3 }}>
        {T.applyHeading}
      </Typography>
      {loaded.state === 'loading' && <PageLoading />}
      {(loaded.state === 'failed' || loaded.state === 'missing') && <LoadFailed onReload={reload} />}
      {loaded.state === 'ready' && loaded.data.cases.length === 0 && <Alert severity="info">{T.noCases}</Alert>}
      {loaded.state === 'ready' && loaded.data.cases.length > 0 && <ApplyForm initial={loaded.data} />}
    </Container>
  );
}
