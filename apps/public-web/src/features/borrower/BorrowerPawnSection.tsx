import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  BORROWER_PAWN_TEXTS,
  PAWNSHOP_FIELD_LABELS,
  PAWNSHOP_TEXTS,
  PRINCIPAL_REPAYMENT_TYPE_LABELS,
  REPAYMENT_TABLE_TEXTS,
  borrowerLoanPath,
  borrowerPawnScheduleLabel,
  ntdText,
  pawnCollateralTypesText,
} from '@lendbridge/domain';
import type { BorrowerPawnCase, PawnCaseSetting, RepaymentRow } from '@lendbridge/domain';
import { ApiError } from '../../app/api';
import { useErrorHandlerRef } from '../../app/useErrorHandler';
import { useAlert } from '../../shared/AlertDialog';
import { FactsPanel } from '../../shared/FactsPanel';
import type { Fact } from '../../shared/FactsPanel';
import { LoadFailed } from '../../shared/LoadFailed';
import { useMoneyMutation } from '../../shared/useMoneyMutation';
import { borrowerQueries } from './borrower.api';
import { BorrowerSection } from './BorrowerSection';
import { answerPawnTerms, borrowerPawnQueries } from './borrowerPawn.api';
import type { PawnTermsAnswer } from './borrowerPawn.api';

const T = BORROWER_PAWN_TEXTS;
const L = PAWNSHOP_FIELD_LABELS;

/** The schedule's columns after the period: what each month pays, its parts, and what is owed after it. */
const SCHEDULE_COLUMNS = [
  ['payment', REPAYMENT_TABLE_TEXTS.payment],
  ['principal', REPAYMENT_TABLE_TEXTS.principal],
  ['interest', REPAYMENT_TABLE_TEXTS.interest],
  ['balance', T.balance],
] as const satisfies readonly (readonly [keyof RepaymentRow, string])[];

/** The terms the pawnshop set, once it set them, with the all-in yearly rate they make. */
const termsFacts = (setting: PawnCaseSetting): Fact[] =>
  setting.amount === null
    ? []
    : [
        [L.amount, ntdText(setting.amount)],
        [L.period, setting.period],
        [L.principal_repayment_type, setting.principal_repayment_type === null ? '' : PRINCIPAL_REPAYMENT_TYPE_LABELS[setting.principal_repayment_type]],
        [L.apr, setting.apr],
        [L.storage_fee, setting.storage_fee === null ? '' : ntdText(setting.storage_fee)],
        [L.yearly_rate, setting.yearly_rate === null ? '' : `${setting.yearly_rate}%`],
      ];

const factsOf = (pawnCase: BorrowerPawnCase): Fact[] => [
  [T.pawnshop, pawnCase.pawnshop_name ?? T.waitingPawnshop],
  [T.collateralTypes, pawnCollateralTypesText(pawnCase.collateral_types)],
  [T.askedAmount, ntdText(pawnCase.amount)],
  [T.askedPeriod, pawnCase.period],
  ...termsFacts(pawnCase.setting),
];

function ScheduleTable({ serial, rows }: { serial: string; rows: readonly RepaymentRow[] }) {
  return (
    <TableContainer>
      <Table size="small" aria-label={borrowerPawnScheduleLabel(serial)}>
        <TableHead>
          <TableRow>
            <TableCell>{REPAYMENT_TABLE_TEXTS.period}</TableCell>
            {SCHEDULE_COLUMNS.map(([key, title]) => (
              <TableCell key={key} align="right">
                {title}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.period}>
              <TableCell>{row.period}</TableCell>
              {SCHEDULE_COLUMNS.map(([key]) => (
                <TableCell key={key} align="right">
                  {ntdText(row[key])}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

interface PawnCaseViewProps {
  pawnCase: BorrowerPawnCase;
  sending: boolean;
  onAnswer: (serial: string, answer: PawnTermsAnswer) => void;
}

function PawnCaseView({ pawnCase, sending, onAnswer }: PawnCaseViewProps) {
  const { serial } = pawnCase;
  return (
    <Stack component="article" aria-label={serial} spacing={1.5}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {serial}
        </Typography>
        <Chip size="small" label={pawnCase.status_label} color={pawnCase.can_confirm ? 'warning' : 'default'} />
      </Stack>
      <FactsPanel label={serial} rows={factsOf(pawnCase)} />
      {pawnCase.schedule !== null && (
        <Box>
          <Typography component="h4" variant="subtitle2" sx={{ mb: 1 }}>
            {T.schedule}
          </Typography>
          <ScheduleTable serial={serial} rows={pawnCase.schedule} />
          <Typography variant="caption" color="text.secondary">
            {T.feesNote}
          </Typography>
        </Box>
      )}
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, '&:empty': { display: 'none' } }}>
        {pawnCase.can_confirm && (
          <>
            <Button variant="contained" disabled={sending} onClick={() => onAnswer(serial, 'confirm')}>
              {PAWNSHOP_TEXTS.confirm}
            </Button>
            <Button variant="outlined" color="error" disabled={sending} onClick={() => onAnswer(serial, 'decline')}>
              {PAWNSHOP_TEXTS.decline}
            </Button>
          </>
        )}
        {pawnCase.loan_serial !== null && (
          <Link component={RouterLink} to={borrowerLoanPath(pawnCase.loan_serial)}>
            {T.viewLoan}
          </Link>
        )}
      </Stack>
    </Stack>
  );
}

/**
 * 我的當舖借款 on the borrower overview, shown once the borrower has a pawn case: each case's
 * status, the pawnshop that took it, the terms it set with their all-in yearly rate and schedule,
 * and 同意借款條件 / 婉拒 while the terms wait for the answer. An answer shows its message and reads
 * the borrower's cases and loans again; terms that no longer wait (409) say so and are read again
 * too. Once invested, the case links to its loan. A failed read stays in the section (with 重新整理).
 */
export function BorrowerPawnSection() {
  const cases = useQuery(borrowerPawnQueries.list());
  const queryClient = useQueryClient();
  const handleErrorRef = useErrorHandlerRef();
  const { showAlert } = useAlert();
  const answer = useMoneyMutation({ mutationFn: answerPawnTerms, invalidates: [borrowerQueries.root] });

  const onAnswer = (serial: string, choice: PawnTermsAnswer) => {
    answer.mutate(
      { serial, answer: choice },
      {
        onSuccess: (result) => void showAlert({ title: result.message }),
        onError: (error) => {
          handleErrorRef.current(error);
          if (error instanceof ApiError && error.status === 409) void queryClient.invalidateQueries({ queryKey: borrowerQueries.root });
        },
      },
    );
  };

  if (cases.isError) {
    return <LoadFailed onReload={() => void cases.refetch()} />;
  }
  if (!cases.isSuccess || cases.data.length === 0) return null;
  return (
    <BorrowerSection title={T.heading}>
      <Stack spacing={3}>
        {cases.data.map((pawnCase) => (
          <PawnCaseView key={pawnCase.serial} pawnCase={pawnCase} sending={answer.isPending} onAnswer={onAnswer} />
        ))}
      </Stack>
    </BorrowerSection>
  );
}
