import { FIELD_LABELS } from '@lendbridge/domain';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import UndoIcon from '@mui/icons-material/Undo';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useRecordContext } from 'react-admin';
import { TextDecisionDialog } from '../../shared/TextDecisionDialog';
import { useConsoleAction } from '../../shared/useConsoleAction';
import type { LoanApplicationDetail } from './types';

export const START_REVIEW = '開始審核';
export const REJECT = '退回';
export const ASSIGN_SALES = '指派業務';

/** 開始審核: takes a submitted application into review. */
export const StartReviewButton = () => {
  const record = useRecordContext<LoanApplicationDetail>();
  const start = useConsoleAction<LoanApplicationDetail['id'], unknown>({
    send: (dataProvider, id) => dataProvider.startLoanReview(id),
    done: `已${START_REVIEW}`,
  });
  if (!record) return null;

  return (
    <Button
      variant="contained"
      size="small"
      startIcon={<PlayArrowIcon />}
      disabled={start.isPending}
      onClick={() => void start.run(record.id)}
    >
      {START_REVIEW}
    </Button>
  );
};

/** 退回: rejects the application with the reason told to the borrower. */
export const RejectButton = ({ disabled = false }: { disabled?: boolean }) => {
  const record = useRecordContext<LoanApplicationDetail>();
  const [open, setOpen] = useState(false);
  const reject = useConsoleAction<{ id: LoanApplicationDetail['id']; reason: string }, unknown>({
    send: (dataProvider, { id, reason }) => dataProvider.rejectLoanApplication(id, { reason }),
    done: `已${REJECT}`,
    onDone: () => setOpen(false),
    fields: ['reason'],
  });
  if (!record) return null;

  return (
    <>
      <Button
        variant="outlined"
        color="error"
        size="small"
        startIcon={<UndoIcon />}
        disabled={disabled}
        onClick={() => {
          reject.reset();
          setOpen(true);
        }}
      >
        {REJECT}
      </Button>
      <TextDecisionDialog
        open={open}
        title={`${REJECT}借款申請`}
        description={`案件：${record.serial}。原因會通知借款人。`}
        label={FIELD_LABELS.rejection_reason}
        confirmLabel={`確認${REJECT}`}
        color="error"
        multiline
        error={reject.errors.reason}
        pending={reject.isPending}
        onClose={() => setOpen(false)}
        onSubmit={(reason) => reject.run({ id: record.id, reason })}
      />
    </>
  );
};

/** 指派業務: attaches a sales person to the applicant by their sales code. */
export const AssignSalesButton = () => {
  const record = useRecordContext<LoanApplicationDetail>();
  const [open, setOpen] = useState(false);
  const assign = useConsoleAction<{ id: LoanApplicationDetail['id']; salesCode: string }, unknown>({
    send: (dataProvider, { id, salesCode }) => dataProvider.assignLoanSales(id, { sales_code: salesCode }),
    done: `已${ASSIGN_SALES}`,
    onDone: () => setOpen(false),
    fields: ['sales_code'],
  });
  if (!record) return null;

  return (
    <>
      <Button
        variant="outlined"
        size="small"
        startIcon={<PersonAddIcon />}
        onClick={() => {
          assign.reset();
          setOpen(true);
        }}
      >
        {ASSIGN_SALES}
      </Button>
      <TextDecisionDialog
        open={open}
        title={ASSIGN_SALES}
        description={`案件：${record.serial}。業務代碼為業務人員的會員編號。`}
        label={FIELD_LABELS.sales_code}
        confirmLabel={`確認${ASSIGN_SALES}`}
        color="primary"
        error={assign.errors.sales_code}
        pending={assign.isPending}
        onClose={() => setOpen(false)}
        onSubmit={(salesCode) => assign.run({ id: record.id, salesCode })}
      />
    </>
  );
};
