import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router-dom';
import { FIELD_LABELS, LOAN_APPLICATION_STATUS_LABELS, MESSAGES, OPTIONS, guarantorConfirmSchema } from '@lendbridge/domain';
import type { LoanApplicationStatus } from '@lendbridge/domain';
import { useQueryClient } from '@tanstack/react-query';
import { LeaveConfirmDialog } from '../../shared/LeavePageGuard';
import { PageLoading } from '../../shared/PageLoading';
import { FormCard, FormSectionTitle, SuccessNote } from '../../shared/layout/FormCard';
import { FormSelect, FormTextField, SubmitButton } from '../../shared/form';
import { useFormPage } from '../../shared/useFormPage';
import { useReportedQuery } from '../../shared/useReportedQuery';
import { confirmGuarantor, guarantorQueries } from './guarantor.api';
import type { GuarantorCase } from './guarantor.api';

/** The cases shown when they cannot be read. */
const NO_CASES: GuarantorCase[] = [];

const L = FIELD_LABELS;

/** The guarantor link form as its inputs hold it; the serial is the chosen case's. */
interface GuarantorValues {
  serial: string;
  resident_id: string;
  relationship: string;
}

const RELATIONSHIP_LABELS: Readonly<Record<string, string>> = Object.fromEntries(
  OPTIONS.contact_relationship.map((option) => [option.value, option.label]),
);

const statusLabel = (status: string): string => LOAN_APPLICATION_STATUS_LABELS[status as LoanApplicationStatus] ?? status;

function CasesTable({ cases, onChoose }: { cases: readonly GuarantorCase[]; onChoose: (serial: string) => void }) {
  if (cases.length === 0) return <Typography color="text.secondary">{MESSAGES.guarantorCasesEmpty}</Typography>;
  return (
    <TableContainer>
      <Table size="small" aria-label={MESSAGES.guarantorLinkTitle}>
        <TableHead>
          <TableRow>
            <TableCell>{L.loan_serial}</TableCell>
            <TableCell>{L.borrower_name}</TableCell>
            <TableCell>{L.application_status}</TableCell>
            <TableCell>{L.relationship}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {cases.map((item) => (
            <TableRow key={item.serial}>
              <TableCell>{item.serial}</TableCell>
              <TableCell>{item.borrower_name}</TableCell>
              <TableCell>{statusLabel(item.status)}</TableCell>
              <TableCell>
                {item.confirmed ? (
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    <Chip size="small" color="success" label={MESSAGES.guarantorConfirmedLabel} />
                    {item.relationship !== null && <span>{RELATIONSHIP_LABELS[item.relationship] ?? item.relationship}</span>}
                  </Stack>
                ) : (
                  <Button
                    size="small"
                    variant="outlined"
                    aria-label={`${MESSAGES.guarantorCaseChoose} ${item.serial}`}
                    onClick={() => onChoose(item.serial)}
                  >
                    {MESSAGES.guarantorCaseChoose}
                  </Button>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function ConfirmForm({
  guarantorCase,
  onConfirmed,
  onBack,
}: {
  guarantorCase: GuarantorCase;
  onConfirmed: (confirmed: GuarantorCase) => void;
  onBack: () => void;
}) {
  const { control, formState, leave, submitWith } = useFormPage(guarantorConfirmSchema, {
    defaults: { serial: guarantorCase.serial, resident_id: '', relationship: '' } satisfies GuarantorValues,
    releaseOnRedirect: true,
  });

  const onSubmit = submitWith(confirmGuarantor, (confirmed) => {
    leave.release();
    onConfirmed(confirmed);
  });

  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={onSubmit} aria-label={MESSAGES.guarantorConfirmSubmit}>
      <div>
        <FormSectionTitle>{`${L.loan_serial} ${guarantorCase.serial}`}</FormSectionTitle>
        <Typography color="text.secondary">{`${L.borrower_name} ${guarantorCase.borrower_name}`}</Typography>
      </div>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField control={control} name="resident_id" label={L.resident_id} autoComplete="off" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormSelect control={control} name="relationship" label={L.relationship} options={OPTIONS.contact_relationship} />
        </Grid>
      </Grid>
      <SubmitButton sending={formState.isSubmitting}>{MESSAGES.guarantorConfirmSubmit}</SubmitButton>
      <Button onClick={onBack} disabled={formState.isSubmitting}>
        {MESSAGES.guarantorBackToCases}
      </Button>
      <LeaveConfirmDialog confirm={leave} />
    </Stack>
  );
}

/**
 * The guarantor link (/guarantor/link and /loan-application/:serial/guarantor/link): the cases
 * that name the member as guarantor, and for the case of the link (or one chosen from the list)
 * the form confirming it with the member's identity number and relationship to the borrower.
 */
export function GuarantorLinkPage() {
  const { serial } = useParams();
  const queryClient = useQueryClient();
  const read = useReportedQuery(guarantorQueries.cases());
  const cases = read.isError ? NO_CASES : (read.data ?? null);
  const [chosen, setChosen] = useState<string | null>(serial ?? null);
  const [justConfirmed, setJustConfirmed] = useState<string | null>(null);

  const current = chosen === null ? undefined : cases?.find((item) => item.serial === chosen);

  const onChoose = (next: string) => {
    setJustConfirmed(null);
    setChosen(next);
  };

  const onConfirmed = (confirmed: GuarantorCase) => {
    queryClient.setQueryData(guarantorQueries.cases().queryKey, (list) =>
      (list ?? []).map((item) => (item.serial === confirmed.serial ? { ...item, ...confirmed } : item)),
    );
    setJustConfirmed(confirmed.serial);
    setChosen(null);
  };

  return (
    <FormCard title={MESSAGES.guarantorLinkTitle} subtitle={MESSAGES.guarantorLinkIntro} maxWidth="md">
      {cases === null ? (
        <PageLoading />
      ) : (
        <Stack spacing={3}>
          {justConfirmed !== null && <SuccessNote>{MESSAGES.guarantorConfirmSuccess}</SuccessNote>}
          {chosen !== null && current === undefined && <Alert severity="warning">{MESSAGES.guarantorCaseNotFound}</Alert>}
          {current !== undefined && !current.confirmed && (
            <>
              <ConfirmForm key={current.serial} guarantorCase={current} onConfirmed={onConfirmed} onBack={() => setChosen(null)} />
              <Divider />
            </>
          )}
          <CasesTable cases={cases} onChoose={onChoose} />
        </Stack>
      )}
    </FormCard>
  );
}
