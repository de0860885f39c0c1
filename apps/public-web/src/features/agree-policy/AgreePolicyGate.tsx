import { useState } from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import { useLocation } from 'react-router-dom';
import { AGREE_POLICY_WARNING, MESSAGES, agreePolicySchema } from '@lendbridge/domain';
import type { AgreePolicyInput } from '@lendbridge/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, isAbortError } from '../../app/api';
import { useUserStatus } from '../../app/session';
import { useAlert } from '../../shared/AlertDialog';
import { agreePolicy, agreePolicyQueries } from './agreePolicy.api';

type PolicyTicks = { [K in keyof AgreePolicyInput['agree_policy']]: boolean };

const UNTICKED: PolicyTicks = { privacy_policy: false, transaction_policy: false };

const POLICY_LABELS: Readonly<Record<keyof PolicyTicks, string>> = {
  privacy_policy: MESSAGES.agreePolicyPrivacyLabel,
  transaction_policy: MESSAGES.agreePolicyTransactionLabel,
};

const POLICIES = Object.keys(POLICY_LABELS) as (keyof PolicyTicks)[];

/** Sign-in, registration and sign-out pages stay usable without agreeing. */
const AUTH_PATH_PREFIX = '/auth/';

const reloadPage = () => window.location.reload();

export interface AgreePolicyGateProps {
  /** Reloads the page (the 重新整理 button of the failure dialog). */
  onReload?: () => void;
}

/**
 * The agree-policy modal. For a signed-in full member it asks GET /api/agree-policy whether the
 * current privacy and transaction policies were accepted; if not, a modal that cannot be
 * dismissed asks for both ticks (哎呀！請同意條款 / 請詳閱並同意條款更動內容 otherwise) and sends
 * them. A failed send shows 失敗了 with the server's text and a 重新整理 button.
 */
export function AgreePolicyGate({ onReload = reloadPage }: AgreePolicyGateProps) {
  const { status, loading } = useUserStatus();
  const { pathname } = useLocation();
  const { showAlert } = useAlert();
  const eligible = !loading && status.loggedIn && status.isMemberFull && status.id !== null;
  const queryClient = useQueryClient();
  const agreement = useQuery({ ...agreePolicyQueries.agreement(status.id), enabled: eligible });
  const [ticks, setTicks] = useState<PolicyTicks>(UNTICKED);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const open = eligible && agreement.data?.agreed === false && !pathname.startsWith(AUTH_PATH_PREFIX);

  const onAgree = async () => {
    const parsed = agreePolicySchema.safeParse({ agree_policy: ticks });
    if (!parsed.success) {
      void showAlert(AGREE_POLICY_WARNING);
      return;
    }
    setSending(true);
    try {
      const state = await agreePolicy(parsed.data);
      if (state.agreed) queryClient.setQueryData(agreePolicyQueries.agreement(status.id).queryKey, state);
    } catch (error) {
      if (!isAbortError(error)) setFailure(error instanceof ApiError ? error.message : MESSAGES.genericErrorText);
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <Dialog open={open && failure === null} aria-labelledby="agree-policy-title" maxWidth="sm" fullWidth>
        <DialogTitle id="agree-policy-title">{MESSAGES.agreePolicyModalTitle}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{MESSAGES.agreePolicyModalText}</DialogContentText>
          <FormGroup>
            {POLICIES.map((policy) => (
              <FormControlLabel
                key={policy}
                label={POLICY_LABELS[policy]}
                control={
                  <Checkbox
                    name={policy}
                    checked={ticks[policy]}
                    onChange={(event) => setTicks((current) => ({ ...current, [policy]: event.target.checked }))}
                  />
                }
              />
            ))}
          </FormGroup>
        </DialogContent>
        <DialogActions>
          <Button variant="contained" onClick={() => void onAgree()} disabled={sending} aria-busy={sending}>
            {MESSAGES.agreePolicySubmit}
          </Button>
        </DialogActions>
      </Dialog>
      <Dialog open={failure !== null} aria-labelledby="agree-policy-failed-title" maxWidth="xs" fullWidth>
        <DialogTitle id="agree-policy-failed-title">{MESSAGES.agreePolicyFailedTitle}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ whiteSpace: 'pre-line' }}>{failure}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button variant="contained" onClick={onReload} autoFocus>
            {MESSAGES.reload}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
