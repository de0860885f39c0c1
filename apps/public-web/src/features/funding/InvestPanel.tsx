import { useState } from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router-dom';
import { CHECKOUT_CONFIRMATION_TEXTS, FUNDING_TEXTS, formatNtd, fundingAmountError, fundingAmountNumber, fundingInvestableLeft } from '@lendbridge/domain';
import type { FundingProjectDetail } from '@lendbridge/domain';
import { useUserStatus } from '../../app/session';
import { useAlert } from '../../shared/AlertDialog';
import { useLadderGate } from '../market/useLadderGate';
import { isContractRemembered, rememberContract } from './contractMemory';
import { FUNDING_PATHS } from './funding.api';
import { LoginPromptDialog } from './LoginPromptDialog';

/**
 * The invest panel (spec 4, 5): the first click opens it; the second checks the amount (the spec's
 * messages), the ladder (您尚未登入, 未完成會員註冊, 尚未成為交易會員) and the contract (您尚未同意合約),
 * remembers the acceptance for this loan, lender and loan updated_at, and asks 前往下單頁面 with the
 * amount before going to the place-order page.
 */
export function InvestPanel({ project, balance }: { project: FundingProjectDetail; balance: number | null }) {
  const { status } = useUserStatus();
  const { showAlert } = useAlert();
  const passesLadder = useLadderGate();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [accepted, setAccepted] = useState(() => isContractRemembered(project.primary_loan_serial, status.memberSerial, project.loan_updated_at));
  const [confirming, setConfirming] = useState<number | null>(null);
  const [loginPrompt, setLoginPrompt] = useState(false);

  const invest = () => {
    if (!open) {
      if (!status.loggedIn) {
        setLoginPrompt(true);
        return;
      }
      setAccepted(isContractRemembered(project.primary_loan_serial, status.memberSerial, project.loan_updated_at));
      setOpen(true);
      return;
    }
    const typed = fundingAmountNumber(amount) ?? 0;
    const message = fundingAmountError(amount) ?? (typed > project.amount_investable ? fundingInvestableLeft(project.amount_investable) : undefined);
    setError(message);
    if (message !== undefined) return;
    if (!passesLadder('full')) return;
    if (!accepted) {
      void showAlert({ title: FUNDING_TEXTS.contractMissing });
      return;
    }
    rememberContract(project.primary_loan_serial, status.memberSerial, project.loan_updated_at);
    setConfirming(typed);
  };

  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label={FUNDING_TEXTS.invest}>
      {open && (
        <Stack spacing={1.5} sx={{ mb: 2 }}>
          <TextField
            label={FUNDING_TEXTS.amount}
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            error={error !== undefined}
            helperText={error ?? FUNDING_TEXTS.amountHint}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
          {balance !== null && (
            <Typography variant="body2" color="text.secondary">
              {FUNDING_TEXTS.availableBalance}：{formatNtd(balance)}
            </Typography>
          )}
          <FormControlLabel
            control={<Checkbox checked={accepted} onChange={(event) => setAccepted(event.target.checked)} />}
            label={`${FUNDING_TEXTS.contractAccept}（${project.primary_loan_serial} ${FUNDING_TEXTS.contractLink}）`}
          />
          {project.confirmations.map((kind) => (
            <Typography key={kind} variant="body2" color="text.secondary">
              {CHECKOUT_CONFIRMATION_TEXTS[kind].label}
            </Typography>
          ))}
        </Stack>
      )}
      <Button variant="contained" fullWidth disabled={!project.open} onClick={invest}>
        {open ? FUNDING_TEXTS.investNow : FUNDING_TEXTS.invest}
      </Button>
      <Dialog open={confirming !== null} onClose={() => setConfirming(null)} aria-labelledby="funding-confirm-title">
        <DialogTitle id="funding-confirm-title">{FUNDING_TEXTS.confirmTitle}</DialogTitle>
        <DialogContent>
          <Typography>{formatNtd(confirming ?? 0)}</Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(null)}>{FUNDING_TEXTS.cancel}</Button>
          <Button variant="contained" onClick={() => confirming !== null && navigate(FUNDING_PATHS.placeOrder(project.serial, confirming))}>
            {FUNDING_TEXTS.goToOrder}
          </Button>
        </DialogActions>
      </Dialog>
      <LoginPromptDialog open={loginPrompt} onClose={() => setLoginPrompt(false)} />
    </Paper>
  );
}
