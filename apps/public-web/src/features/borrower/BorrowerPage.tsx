import { useCallback, useEffect, useRef, useState } from 'react';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import {
  BORROWER_EARLY_REPAYMENT_PATH,
  CLEARING_TEXTS,
  LOAN_APPLICATION_STATUS_LABELS,
  LOAN_APP_TYPE_LABELS,
  LOAN_DOCUMENTS_PAGE_OF_TYPE,
  LOAN_DOCUMENTS_TEXT,
  LISTING_CANCEL_TEXTS,
  FAST_LOAN_TEXTS,
  borrowerLoanPath,
  fastLoanButtonLabel,
  isAddingDocumentsAfterSubmit,
  listingCancelButtonLabel,
  loanDocumentsPath,
} from '@lendbridge/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useErrorHandlerRef } from '../../app/useErrorHandler';
import { useAlert } from '../../shared/AlertDialog';
import { PageLoading } from '../../shared/PageLoading';
import { ResponsiveTable } from '../../shared/ResponsiveTable';
import type { ResponsiveColumn } from '../../shared/ResponsiveTable';
import { PawnshopClearButton } from '../clearing/PawnshopClearButton';
import { loanApplicationQueries } from '../loan-application/loanApplication.api';
import type { LoanApplicationData } from '../loan-application/loanApplication.api';
import { CREATE_PATH, resumeUrl } from '../loan-application/LoanApplicationStartPage';
import { BorrowerRepaymentSection } from '../repayment/BorrowerRepaymentSection';
import { FastLoanDialog } from '../repayment/FastLoanDialog';
import { useReportedQuery } from '../../shared/useReportedQuery';
import { borrowerQueries, confirmRate } from './borrower.api';
import { BorrowerPawnSection } from './BorrowerPawnSection';
import { BorrowerSection } from './BorrowerSection';
import { CancelListingDialog } from './CancelListingDialog';
import type { BorrowerLoan } from './borrower.api';
import { CONFIRM_RATE_LABEL, RateConfirmDialog, ntd } from './RateConfirmDialog';

export const BORROWER_HEADING = '借款人專區';
export const APPLICATIONS_HEADING = '我的借款申請';
export const LOANS_HEADING = '我的借款';
export const CONTINUE_LABEL = '繼續填寫';
export const APPLY_LABEL = '申請借款';

const needsRate = (loan: BorrowerLoan): boolean => loan.status_code === 'rate_confirming';

/** A matching (媒合中) loan can be withdrawn from the market (下架). */
const canCancelListing = (loan: BorrowerLoan): boolean => loan.status_code === 'matching';

/** A matching (媒合中) loan's funding can be sped up (快速放款). */
const canAskFastLoan = (loan: BorrowerLoan): boolean => loan.status_code === 'matching';

const LOAN_COLUMNS: readonly ResponsiveColumn<BorrowerLoan>[] = [
  {
    label: '案件編號',
    value: (loan) => (
      <Link component={RouterLink} to={borrowerLoanPath(loan.loan_app_serial)}>
        {loan.loan_app_serial}
      </Link>
    ),
  },
  { label: '狀態', value: (loan) => loan.status },
  { label: '借款金額', value: (loan) => ntd(loan.amount) },
  { label: '期數', value: (loan) => loan.period },
  { label: '年利率', value: (loan) => `${loan.apr}%` },
];

const APPLICATION_COLUMNS: readonly ResponsiveColumn<LoanApplicationData>[] = [
  { label: '案件編號', value: ({ application }) => application.serial },
  { label: '借款類型', value: ({ application }) => LOAN_APP_TYPE_LABELS[application.app_type] },
  { label: '狀態', value: ({ application }) => LOAN_APPLICATION_STATUS_LABELS[application.status] },
];

/**
 * The borrower overview: the member's repayments, pawn cases (when there are any), applications
 * (drafts can be resumed) and loans. A loan
 * waiting for its rate is put to the borrower once no alert (such as 送出成功) is showing.
 */
export function BorrowerPage() {
  const handleErrorRef = useErrorHandlerRef();
  const { alertOpen } = useAlert();
  const queryClient = useQueryClient();
  const applications = useReportedQuery(loanApplicationQueries.list()).data ?? null;
  const loans = useReportedQuery(borrowerQueries.loans()).data ?? null;
  const [confirming, setConfirming] = useState<BorrowerLoan | null>(null);
  const [sending, setSending] = useState(false);
  const [cancelling, setCancelling] = useState<string | null>(null);
  const [fastLoan, setFastLoan] = useState<string | null>(null);
  const prompted = useRef(false);

  useEffect(() => {
    const waiting = loans?.find(needsRate);
    if (waiting !== undefined && !prompted.current) {
      prompted.current = true;
      setConfirming(waiting);
    }
  }, [loans]);

  const onConfirm = (loan: BorrowerLoan) => {
    setSending(true);
    confirmRate(loan.loan_app_serial)
      .then((updated) => {
        queryClient.setQueryData(borrowerQueries.loans().queryKey, (list) =>
          (list ?? []).map((item) => (item.loan_app_serial === updated.loan_app_serial ? updated : item)),
        );
        setConfirming(null);
      })
      .catch((error: unknown) => handleErrorRef.current(error))
      .finally(() => setSending(false));
  };

  const closeCancel = useCallback(() => setCancelling(null), []);
  const closeFastLoan = useCallback(() => setFastLoan(null), []);

  /** After 下架 or 當鋪清償 the money mutation reads the loans again, for the loan's new status. */
  const onListingCancelled = useCallback(() => setCancelling(null), []);

  if (applications === null || loans === null) return <PageLoading />;

  return (
    <Container maxWidth="md">
      <Stack spacing={3}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
          <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
            {BORROWER_HEADING}
          </Typography>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
            <Button variant="outlined" component={RouterLink} to={BORROWER_EARLY_REPAYMENT_PATH}>
              {CLEARING_TEXTS.borrowerHeading}
            </Button>
            <Button variant="contained" component={RouterLink} to={CREATE_PATH}>
              {APPLY_LABEL}
            </Button>
          </Stack>
        </Stack>
        <BorrowerRepaymentSection />
        <BorrowerPawnSection />
        <BorrowerSection title={LOANS_HEADING}>
          {loans.length === 0 ? (
            <Typography color="text.secondary">目前沒有借款</Typography>
          ) : (
            <ResponsiveTable
              label={LOANS_HEADING}
              rows={loans}
              rowKey={(loan) => loan.loan_app_serial}
              columns={LOAN_COLUMNS}
              actions={(loan) => (
                <>
                  {needsRate(loan) && (
                    <Button size="small" onClick={() => setConfirming(loan)}>
                      {CONFIRM_RATE_LABEL}
                    </Button>
                  )}
                  {canAskFastLoan(loan) && (
                    <Button size="small" onClick={() => setFastLoan(loan.loan_app_serial)} aria-label={fastLoanButtonLabel(loan.loan_app_serial)}>
                      {FAST_LOAN_TEXTS.action}
                    </Button>
                  )}
                  {canCancelListing(loan) && (
                    <Button
                      size="small"
                      color="error"
                      onClick={() => setCancelling(loan.loan_app_serial)}
                      aria-label={listingCancelButtonLabel(loan.loan_app_serial)}
                    >
                      {LISTING_CANCEL_TEXTS.action}
                    </Button>
                  )}
                  <PawnshopClearButton loan={loan} onCleared={onListingCancelled} />
                </>
              )}
            />
          )}
        </BorrowerSection>
        <BorrowerSection title={APPLICATIONS_HEADING}>
          {applications.length === 0 ? (
            <Typography color="text.secondary">目前沒有借款申請</Typography>
          ) : (
            <ResponsiveTable
              label={APPLICATIONS_HEADING}
              rows={applications}
              rowKey={({ application }) => application.serial}
              columns={APPLICATION_COLUMNS}
              actions={({ application }) => (
                <>
                  {application.status === 'prepare' && (
                    <Button
                      size="small"
                      component={RouterLink}
                      to={resumeUrl(application.serial)}
                      aria-label={`${CONTINUE_LABEL} ${application.serial}`}
                    >
                      {CONTINUE_LABEL}
                    </Button>
                  )}
                  {isAddingDocumentsAfterSubmit(application.status) && LOAN_DOCUMENTS_PAGE_OF_TYPE[application.app_type] !== null && (
                    <Button
                      size="small"
                      component={RouterLink}
                      to={loanDocumentsPath(application.serial)}
                      aria-label={`${LOAN_DOCUMENTS_TEXT.link} ${application.serial}`}
                    >
                      {LOAN_DOCUMENTS_TEXT.link}
                    </Button>
                  )}
                </>
              )}
            />
          )}
        </BorrowerSection>
      </Stack>
      <RateConfirmDialog
        loan={alertOpen ? null : confirming}
        sending={sending}
        onConfirm={onConfirm}
        onClose={() => setConfirming(null)}
      />
      {cancelling !== null && (
        <CancelListingDialog key={cancelling} serial={cancelling} onClose={closeCancel} onCancelled={onListingCancelled} />
      )}
      {fastLoan !== null && <FastLoanDialog key={fastLoan} serial={fastLoan} onClose={closeFastLoan} />}
    </Container>
  );
}
