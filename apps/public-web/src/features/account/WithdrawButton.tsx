import { useState } from 'react';
import Button from '@mui/material/Button';
import { useNavigate } from 'react-router-dom';
import { ACCOUNT_BANK_BINDING_PATH, ACCOUNT_PAGE_PATH, ACCOUNT_TEXTS, MESSAGES } from '@lendbridge/domain';
import type { WithdrawDialogInput } from '@lendbridge/domain';
import { ApiError, isAbortError } from '../../app/api';
import { ladderStepForError, withNext } from '../../app/ladder';
import { useErrorHandlerRef } from '../../app/useErrorHandler';
import { useAlert } from '../../shared/AlertDialog';
import { IDENTITY_REVIEW_PENDING_CODE, useReviewPending } from '../../shared/ReviewNotice';
import { useMoneyMutation } from '../../shared/useMoneyMutation';
import { pageReload } from '../student/reloadPage';
import { accountQueries, requestWithdraw } from './account.api';
import type { AccountOverview, BoundBank } from './account.api';
import { PromptDialog } from './PromptDialog';
import { WithdrawDialog } from './WithdrawDialog';

/** The server's refusals that stand for one of the checks made before the dialog opens. */
export const WITHDRAW_PRECONDITION_CODES = {
  notBound: 'BANK_NOT_BOUND',
  notVerified: 'BANK_NOT_VERIFIED',
  nothing: 'NOTHING_TO_WITHDRAW',
} as const;

type Step = 'idle' | 'notBound' | 'nothing' | 'confirm';

export interface WithdrawButtonProps {
  overview: AccountOverview;
  /** The bound bank account as GET /api/member/bank answered it; undefined while unknown (the overview's status comes first). */
  bank: BoundBank | null | undefined;
}

/**
 * 提領: no bound bank leads to the binding page, an unverified one to the three-working-days
 * note, an identity awaiting the staff review to its note, nothing withdrawable to a refresh prompt; otherwise the confirmation with the fee and
 * the password. Success shows the transfer note and reloads the page.
 */
export function WithdrawButton({ overview, bank }: WithdrawButtonProps) {
  const navigate = useNavigate();
  const { showAlert } = useAlert();
  const handleErrorRef = useErrorHandlerRef();
  const withdraw = useMoneyMutation({ mutationFn: requestWithdraw, invalidates: [accountQueries.root] });
  const [step, setStep] = useState<Step>('idle');
  const identityPending = useReviewPending() === MESSAGES.identityReviewPending;

  const showNotVerified = () => {
    setStep('idle');
    void showAlert({ title: MESSAGES.bankNotVerified });
  };

  const showIdentityPending = () => {
    setStep('idle');
    void showAlert({ title: MESSAGES.identityReviewPending });
  };

  const start = () => {
    const bound = overview.bound_account_number !== null && overview.bound_account_number !== '' && bank !== null;
    const status = overview.bound_account_status ?? bank?.status;
    if (!bound) setStep('notBound');
    else if (status !== undefined && status !== 'verified') showNotVerified();
    else if (identityPending) showIdentityPending();
    else if (overview.withdrawable_amount <= 0) setStep('nothing');
    else setStep('confirm');
  };

  const fail = (error: unknown) => {
    if (ladderStepForError(error) !== null || !(error instanceof ApiError)) {
      setStep('idle');
      handleErrorRef.current(error);
      return;
    }
    if (error.code === WITHDRAW_PRECONDITION_CODES.notBound) setStep('notBound');
    else if (error.code === WITHDRAW_PRECONDITION_CODES.notVerified) showNotVerified();
    else if (error.code === IDENTITY_REVIEW_PENDING_CODE) showIdentityPending();
    else if (error.code === WITHDRAW_PRECONDITION_CODES.nothing) setStep('nothing');
    else void showAlert({ title: MESSAGES.withdrawFailedTitle, text: error.message });
  };

  const submit = async (input: WithdrawDialogInput) => {
    try {
      const outcome = await withdraw.mutateAsync(input);
      if (!outcome.ok) {
        void showAlert({ title: MESSAGES.withdrawFailedTitle, text: outcome.message });
        return;
      }
      setStep('idle');
      await showAlert({ title: MESSAGES.withdrawSuccess });
      pageReload.reload();
    } catch (error) {
      if (isAbortError(error)) return;
      fail(error);
    }
  };

  return (
    <>
      <Button variant="contained" onClick={start}>
        {ACCOUNT_TEXTS.withdraw}
      </Button>
      <PromptDialog
        open={step === 'notBound'}
        title={MESSAGES.bankNotBound}
        actionLabel={ACCOUNT_TEXTS.bindBank}
        onAction={() => navigate(withNext(ACCOUNT_BANK_BINDING_PATH, ACCOUNT_PAGE_PATH))}
        onClose={() => setStep('idle')}
      />
      <PromptDialog
        open={step === 'nothing'}
        title={MESSAGES.nothingToWithdraw}
        actionLabel={ACCOUNT_TEXTS.reload}
        onAction={() => pageReload.reload()}
        onClose={() => setStep('idle')}
      />
      {step === 'confirm' && (
        <WithdrawDialog
          withdrawable={overview.withdrawable_amount}
          sending={withdraw.isPending}
          onClose={() => setStep('idle')}
          onSubmit={(input) => void submit(input)}
        />
      )}
    </>
  );
}
