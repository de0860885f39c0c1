import { useCallback, useState } from 'react';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CLEARING_TEXTS, MESSAGES, clearSelectedText } from '@lendbridge/domain';
import type { LenderClearRequest } from '@lendbridge/domain';
import { ApiError } from '../../app/api';
import { ladderStepForError } from '../../app/ladder';
import { useErrorHandlerRef } from '../../app/useErrorHandler';
import { useAlert } from '../../shared/AlertDialog';
import { LENDER_CLEAR_PATH, LENDER_FINISHED_PATH, LENDER_PROCESSING_PATH, decideClear } from './clearing.api';
import { ClearListSection } from './ClearListSection';
import { ClearRecordsTable } from './ClearRecordsTable';
import { toggled } from './selection';
import type { Selection } from './selection';
import { usePagedClearList, useReloadClearing } from './usePagedClearList';

const T = CLEARING_TEXTS;

/**
 * The lender's early-repayment agreement page (提前清償同意): the borrowers' requests on the
 * lender's investments, to agree to or disagree with; the agreed ones waiting for the borrower's
 * payment; and the investments cleared. Each list pages by next_page_url; after an answer or a
 * failure the lists are read again.
 */
export function LenderEarlyRepaymentPage() {
  const handleErrorRef = useErrorHandlerRef();
  const { showAlert } = useAlert();
  const [selected, setSelected] = useState<Selection>(new Set());
  const [sending, setSending] = useState(false);
  const requests = usePagedClearList<LenderClearRequest>(LENDER_CLEAR_PATH);
  const processing = usePagedClearList<LenderClearRequest>(LENDER_PROCESSING_PATH);
  const finished = usePagedClearList<LenderClearRequest>(LENDER_FINISHED_PATH);
  const reloadLists = useReloadClearing();

  const reload = useCallback(() => {
    setSelected(new Set());
    reloadLists();
  }, [reloadLists]);

  const chosen = (requests.rows ?? []).filter((row) => selected.has(row.serial)).map((row) => row.serial);

  const decide = async (decision: 'agree' | 'disagree') => {
    setSending(true);
    try {
      const answer = await decideClear(decision, chosen);
      void showAlert({ title: answer.title, text: answer.message });
    } catch (error) {
      if (ladderStepForError(error) !== null) handleErrorRef.current(error);
      else void showAlert({ title: MESSAGES.genericErrorTitle, text: error instanceof ApiError ? error.message : MESSAGES.genericErrorText });
    } finally {
      setSending(false);
      reload();
    }
  };

  const onSelect = (serials: readonly string[], checked: boolean) => setSelected((current) => toggled(current, serials, checked));

  return (
    <Container maxWidth="md">
      <Stack spacing={3}>
        <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
          {T.lenderHeading}
        </Typography>
        <Typography color="text.secondary">{T.lenderIntro}</Typography>

        <ClearListSection
          title={T.lenderLists.requests}
          loaded={requests.rows !== null}
          hasMore={requests.hasMore}
          loadingMore={requests.loadingMore}
          onLoadMore={requests.loadMore}
          actions={
            (requests.rows ?? []).length > 0 && (
              <>
                <Button variant="contained" disabled={chosen.length === 0 || sending} onClick={() => void decide('agree')}>
                  {T.agree}
                </Button>
                <Button variant="outlined" color="error" disabled={chosen.length === 0 || sending} onClick={() => void decide('disagree')}>
                  {T.disagree}
                </Button>
                <Typography variant="body2" color="text.secondary">
                  {clearSelectedText(chosen.length)}
                </Typography>
              </>
            )
          }
        >
          <ClearRecordsTable label={T.lenderLists.requests} rows={requests.rows ?? []} selected={selected} onSelect={onSelect} />
        </ClearListSection>

        <ClearListSection
          title={T.lenderLists.processing}
          loaded={processing.rows !== null}
          hasMore={processing.hasMore}
          loadingMore={processing.loadingMore}
          onLoadMore={processing.loadMore}
        >
          <ClearRecordsTable label={T.lenderLists.processing} rows={processing.rows ?? []} />
        </ClearListSection>

        <ClearListSection
          title={T.lenderLists.finished}
          loaded={finished.rows !== null}
          hasMore={finished.hasMore}
          loadingMore={finished.loadingMore}
          onLoadMore={finished.loadMore}
        >
          <ClearRecordsTable label={T.lenderLists.finished} rows={finished.rows ?? []} showClearedAt />
        </ClearListSection>
      </Stack>
    </Container>
  );
}
