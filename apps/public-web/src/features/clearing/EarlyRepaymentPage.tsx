import { useCallback, useState } from 'react';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CLEARING_TEXTS, MESSAGES, clearFeeText, clearSelectedText, ntdText } from '@lendbridge/domain';
import type { ClearInvestmentRecord, ClearStatus } from '@lendbridge/domain';
import { ApiError } from '../../app/api';
import { ladderStepForError } from '../../app/ladder';
import { useErrorHandlerRef } from '../../app/useErrorHandler';
import { useAlert } from '../../shared/AlertDialog';
import { useMoneyMutation } from '../../shared/useMoneyMutation';
import { useReportedQuery } from '../../shared/useReportedQuery';
import { BORROWER_FINISHED_PATH, clearNow, clearingQueries, requestClear } from './clearing.api';
import { ClearListSection } from './ClearListSection';
import { ClearRecordsTable } from './ClearRecordsTable';
import { ConfirmClearDialog } from './ConfirmClearDialog';
import { toggled } from './selection';
import type { Selection } from './selection';
import { usePagedClearList, useReloadClearing } from './usePagedClearList';

const T = CLEARING_TEXTS;

/** The fee line of records chosen together. */
const feeLine = (records: readonly ClearInvestmentRecord[]): string => clearFeeText(records.map((record) => record.clear_fee_serial));

/**
 * The borrower's early-repayment page (提前清償): investments that can be asked about
 * (wait_request) are requested after the spec's warning; those waiting for the lender
 * (wait_agree) are shown; agreed ones (wait_clear) are cleared at once from the virtual account
 * after 確定立刻清償嗎？; cleared ones are listed page by page. After any answer, and after any
 * failure, the lists are read again.
 */
export function EarlyRepaymentPage() {
  const handleErrorRef = useErrorHandlerRef();
  const { showAlert } = useAlert();
  const clear = useMoneyMutation({ mutationFn: clearNow });
  const records = useReportedQuery(clearingQueries.records()).data ?? null;
  const reloadLists = useReloadClearing();
  const [toRequest, setToRequest] = useState<Selection>(new Set());
  const [toClear, setToClear] = useState<Selection>(new Set());
  const [confirming, setConfirming] = useState<'request' | 'clear' | null>(null);
  const [sending, setSending] = useState(false);
  const finished = usePagedClearList<ClearInvestmentRecord>(BORROWER_FINISHED_PATH);

  const reload = useCallback(() => {
    setToRequest(new Set());
    setToClear(new Set());
    setConfirming(null);
    reloadLists();
  }, [reloadLists]);

  const of = (status: ClearStatus): ClearInvestmentRecord[] => (records ?? []).filter((record) => record.status === status);
  const requestable = of('wait_request');
  const clearable = of('wait_clear');
  const chosenToRequest = requestable.filter((record) => toRequest.has(record.serial));
  const chosenToClear = clearable.filter((record) => toClear.has(record.serial));
  const clearAmount = chosenToClear.reduce((sum, record) => sum + record.clear_amount, 0);

  /** A refusal: the ladder's own handling, else the failure's title with the server's reason; the lists reload either way. */
  const failed = (error: unknown, title: string) => {
    if (ladderStepForError(error) !== null) handleErrorRef.current(error);
    else void showAlert({ title, text: error instanceof ApiError ? error.message : MESSAGES.genericErrorText });
    reload();
  };

  const sendRequest = async () => {
    setSending(true);
    try {
      const answer = await requestClear(chosenToRequest.map((record) => record.serial));
      void showAlert({ title: answer.title, text: answer.message });
      reload();
    } catch (error) {
      failed(error, MESSAGES.genericErrorTitle);
    } finally {
      setSending(false);
    }
  };

  const sendClear = async () => {
    const serials = chosenToClear.map((record) => record.serial);
    setSending(true);
    try {
      const answer = await clear.mutateAsync({ amount: clearAmount, serials });
      void showAlert({ title: answer.title, text: answer.message });
      reload();
    } catch (error) {
      failed(error, T.clearFailed);
    } finally {
      setSending(false);
    }
  };

  const loaded = records !== null;

  return (
    <Container maxWidth="md">
      <Stack spacing={3}>
        <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
          {T.borrowerHeading}
        </Typography>
        <Typography color="text.secondary">{T.borrowerIntro}</Typography>

        <ClearListSection
          title={T.borrowerLists.wait_request}
          loaded={loaded}
          actions={
            requestable.length > 0 && (
              <>
                <Button variant="contained" disabled={chosenToRequest.length === 0 || sending} onClick={() => setConfirming('request')}>
                  {T.request}
                </Button>
                <Typography variant="body2" color="text.secondary">
                  {clearSelectedText(chosenToRequest.length)}
                </Typography>
              </>
            )
          }
        >
          <ClearRecordsTable
            label={T.borrowerLists.wait_request}
            rows={requestable}
            selected={toRequest}
            onSelect={(serials, checked) => setToRequest((current) => toggled(current, serials, checked))}
            showLender
          />
        </ClearListSection>

        <ClearListSection title={T.borrowerLists.wait_agree} loaded={loaded}>
          <ClearRecordsTable label={T.borrowerLists.wait_agree} rows={of('wait_agree')} showLender />
        </ClearListSection>

        <ClearListSection
          title={T.borrowerLists.wait_clear}
          loaded={loaded}
          actions={
            clearable.length > 0 && (
              <>
                <Button variant="contained" color="primary" disabled={chosenToClear.length === 0 || sending} onClick={() => setConfirming('clear')}>
                  {T.clear}
                </Button>
                <Typography variant="body2" aria-label={T.clearTotal}>
                  {`${T.clearTotal} ${ntdText(clearAmount)}`}
                </Typography>
                <Typography variant="body2" color="text.secondary" aria-label={T.clearFee}>
                  {feeLine(chosenToClear)}
                </Typography>
              </>
            )
          }
        >
          <ClearRecordsTable
            label={T.borrowerLists.wait_clear}
            rows={clearable}
            selected={toClear}
            onSelect={(serials, checked) => setToClear((current) => toggled(current, serials, checked))}
            showLender
          />
        </ClearListSection>

        <ClearListSection
          title={T.borrowerLists.finished}
          loaded={finished.rows !== null}
          hasMore={finished.hasMore}
          loadingMore={finished.loadingMore}
          onLoadMore={finished.loadMore}
        >
          <ClearRecordsTable label={T.borrowerLists.finished} rows={finished.rows ?? []} showLender showClearedAt />
        </ClearListSection>
      </Stack>

      {confirming === 'request' && (
        <ConfirmClearDialog
          title={T.requestConfirmTitle}
          lines={[T.requestConfirm, feeLine(chosenToRequest)]}
          sending={sending}
          onConfirm={() => void sendRequest()}
          onClose={() => setConfirming(null)}
        />
      )}
      {confirming === 'clear' && (
        <ConfirmClearDialog
          title={T.clear}
          lines={[T.clearConfirm, `${T.clearTotal} ${ntdText(clearAmount)}`, feeLine(chosenToClear), T.feeCarryNote]}
          sending={sending}
          onConfirm={() => void sendClear()}
          onClose={() => setConfirming(null)}
        />
      )}
    </Container>
  );
}
