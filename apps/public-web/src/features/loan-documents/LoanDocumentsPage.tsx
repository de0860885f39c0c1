import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useNavigate, useParams } from 'react-router-dom';
import {
  FIELD_LABELS,
  LOAN_DOCUMENTS_PAGE_OF_TYPE,
  LOAN_DOCUMENTS_PAGE_TITLES,
  LOAN_DOCUMENTS_TEXT,
  MESSAGES,
  REDIRECT_DELAY_MS,
  UPLOAD_DEFAULT_MAX_FILES,
  acceptsDocuments,
  applicationSerialLabel,
  attachmentUploadType,
  fileLengthMin,
  lateDocumentKinds,
  uploadedFilesCount,
} from '@lendbridge/domain';
import type { LoanAttachmentKind, LoanDocumentsPageId } from '@lendbridge/domain';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../../app/api';
import type { FieldErrors } from '../../app/api';
import { ladderStepForError } from '../../app/ladder';
import { useErrorHandlerRef } from '../../app/useErrorHandler';
import { useAlert } from '../../shared/AlertDialog';
import { LeaveConfirmDialog, useLeaveConfirm } from '../../shared/LeavePageGuard';
import { PageLoading } from '../../shared/PageLoading';
import { UploadField } from '../../shared/UploadField';
import { FormCard, SuccessNote } from '../../shared/layout/FormCard';
import { useReportedFailure } from '../../shared/useReportedQuery';
import { BORROWER_PATH } from '../loan-application/LoanApplicationPage';
import { isNotEditableError } from '../loan-application/useDraftAutosave';
import { loanDocumentsQueries, sendDocuments } from './loanDocuments.api';
import type { DocumentsApplication } from './loanDocuments.api';

type Added = Partial<Record<LoanAttachmentKind, string[]>>;

interface LoadedApplication {
  page: LoanDocumentsPageId;
  kinds: LoanAttachmentKind[];
  /** Upload ids the application already holds, by kind. */
  existing: Record<string, string[]>;
}

const fieldOf = (kind: LoanAttachmentKind): string => `attachments.${kind}`;

/** What the page offers for the application, or null when it takes no documents (decided, another type). */
const loadedOf = (data: DocumentsApplication): LoadedApplication | null => {
  const page = LOAN_DOCUMENTS_PAGE_OF_TYPE[data.application.app_type];
  const kinds = lateDocumentKinds(data.application.app_type, data.collaterals ?? []);
  if (page === null || kinds.length === 0 || !acceptsDocuments(data.application.status)) return null;
  const existing = Object.fromEntries(Object.entries(data.attachments).map(([kind, files]) => [kind, files.map((file) => file.id)]));
  return { page, kinds, existing };
};

/**
 * /loan-application/{serial}/documents: the documents a borrower adds to an application, one
 * page for every type that has one (realty attachments, pawn attachments, student additional
 * documents, the fast-apply documents of the general flow). Each kind is uploaded through the
 * upload field, then sent together; the application keeps what it held and gains the new files.
 */
export function LoanDocumentsPage() {
  const { serial = '' } = useParams();
  const navigate = useNavigate();
  const { showAlert } = useAlert();
  const handleErrorRef = useErrorHandlerRef();
  const read = useQuery(loanDocumentsQueries.application(serial));
  const data = read.data;
  const loaded = useMemo(() => (data === undefined ? null : loadedOf(data)), [data]);
  const [added, setAdded] = useState<Added>({});
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busyKinds, setBusyKinds] = useState<ReadonlySet<LoanAttachmentKind>>(new Set());
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState(false);
  const leftRef = useRef(false);
  const hasNewFiles = Object.values(added).some((ids) => ids.length > 0);
  const leave = useLeaveConfirm(hasNewFiles && !done);

  const { release } = leave;
  /** The application takes no documents (decided, another type, or gone): warn and go back. */
  const leaveBack = useCallback(() => {
    if (leftRef.current) return;
    leftRef.current = true;
    release();
    void showAlert({ title: MESSAGES.notEditable });
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) navigate(-1);
    else navigate(BORROWER_PATH, { replace: true });
  }, [navigate, showAlert, release]);

  /** The application takes no documents, or the server says it cannot be edited: warn and go back. */
  const notEditable = (data !== undefined && loaded === null) || isNotEditableError(read.error);
  useReportedFailure({ error: notEditable ? null : read.error, errorUpdatedAt: read.errorUpdatedAt });

  useEffect(() => {
    leftRef.current = false;
  }, [serial]);

  useEffect(() => {
    if (notEditable) leaveBack();
  }, [notEditable, leaveBack]);

  useEffect(() => {
    if (!done) return undefined;
    const timer = window.setTimeout(() => navigate(BORROWER_PATH, { replace: true }), REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [done, navigate]);

  const setBusy = (kind: LoanAttachmentKind, busy: boolean) => {
    setBusyKinds((current) => {
      const next = new Set(current);
      if (busy) next.add(kind);
      else next.delete(kind);
      return next;
    });
  };

  const onChange = (kind: LoanAttachmentKind, ids: string[]) => {
    setAdded((current) => ({ ...current, [kind]: ids }));
    setErrors(({ [fieldOf(kind)]: _cleared, ...rest }) => rest);
  };

  const onSubmit = async () => {
    if (loaded === null) return;
    const kinds = loaded.kinds.filter((kind) => (added[kind] ?? []).length > 0);
    if (kinds.length === 0) {
      void showAlert({ title: MESSAGES.inputErrorTitle, text: fileLengthMin(1) });
      return;
    }
    const attachments = Object.fromEntries(
      kinds.map((kind) => [kind, [...(loaded.existing[kind] ?? []), ...(added[kind] ?? [])]]),
    );
    setSending(true);
    try {
      await sendDocuments(serial, attachments);
      leave.release();
      setDone(true);
    } catch (error) {
      if (isNotEditableError(error)) leaveBack();
      else if (error instanceof ApiError && Object.keys(error.errors).length > 0 && ladderStepForError(error) === null) {
        const shown = new Set(loaded.kinds.map(fieldOf));
        setErrors(Object.fromEntries(Object.entries(error.errors).filter(([field]) => shown.has(field))));
        const unmatched = Object.entries(error.errors).filter(([field]) => !shown.has(field));
        if (unmatched.length > 0) {
          void showAlert({ title: MESSAGES.genericErrorTitle, text: unmatched.map(([, message]) => message).join('\n') });
        }
      } else handleErrorRef.current(error);
    } finally {
      setSending(false);
    }
  };

  if (loaded === null) return <PageLoading />;

  return (
    <FormCard title={LOAN_DOCUMENTS_PAGE_TITLES[loaded.page]} subtitle={applicationSerialLabel(serial)}>
      {done && <SuccessNote>{MESSAGES.updated}</SuccessNote>}
      <Typography color="text.secondary" sx={{ mb: 2.5 }}>
        {LOAN_DOCUMENTS_TEXT.intro}
      </Typography>
      <Box component="form" noValidate onSubmit={(event) => event.preventDefault()}>
        <Stack spacing={3}>
          {loaded.kinds.map((kind) => {
            const held = loaded.existing[kind]?.length ?? 0;
            const room = UPLOAD_DEFAULT_MAX_FILES - held;
            const error = errors[fieldOf(kind)];
            return (
              <Box key={kind}>
                <UploadField
                  label={FIELD_LABELS[kind]}
                  type={attachmentUploadType(kind)}
                  name={fieldOf(kind)}
                  multiple
                  maxFiles={Math.max(room, 1)}
                  value={added[kind] ?? []}
                  onChange={(ids) => onChange(kind, ids)}
                  disabled={room <= 0 || done}
                  error={error !== undefined}
                  helperText={error ?? (room <= 0 ? MESSAGES.uploadLimit : undefined)}
                  onBusyChange={(busy) => setBusy(kind, busy)}
                />
                {held > 0 && (
                  <Typography variant="caption" color="text.secondary">
                    {uploadedFilesCount(held)}
                  </Typography>
                )}
              </Box>
            );
          })}
          <Box>
            <Button
              variant="contained"
              onClick={() => void onSubmit()}
              disabled={busyKinds.size > 0 || sending || done}
              aria-busy={sending}
            >
              {LOAN_DOCUMENTS_TEXT.submit}
            </Button>
          </Box>
        </Stack>
      </Box>
      <LeaveConfirmDialog confirm={leave} />
    </FormCard>
  );
}
