import { useCallback, useState } from 'react';
import Button from '@mui/material/Button';
import { CLEARING_TEXTS, isPawnshopClearable, pawnshopClearButtonLabel } from '@lendbridge/domain';
import { PawnshopClearDialog } from './PawnshopClearDialog';

export interface PawnshopClearButtonProps {
  loan: { loan_app_serial: string; app_type: string; status_code: string };
  /** Called once the loan is cleared, for the page to read its loans again. */
  onCleared?: () => void;
}

/** 當鋪清償 on a pawn loan in repayment (nothing on other loans), opening the pawnshop clearing dialog. */
export function PawnshopClearButton({ loan, onCleared }: PawnshopClearButtonProps) {
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const cleared = useCallback(() => {
    setOpen(false);
    onCleared?.();
  }, [onCleared]);
  if (!isPawnshopClearable(loan)) return null;
  return (
    <>
      <Button size="small" onClick={() => setOpen(true)} aria-label={pawnshopClearButtonLabel(loan.loan_app_serial)}>
        {CLEARING_TEXTS.pawnshopAction}
      </Button>
      {open && <PawnshopClearDialog loanSerial={loan.loan_app_serial} onClose={close} onCleared={cleared} />}
    </>
  );
}
