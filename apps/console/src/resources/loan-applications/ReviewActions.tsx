import { FIELD_LABELS } from '@lendbridge/domain';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import UndoIcon from '@mui/icons-material/Undo';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useNotify, useRecordContext, useRefresh } from 'react-admin';
import type { ConsoleDataProvider } from '../../dataProvider';
import { TextDecisionDialog } from '../../shared/TextDecisionDialog';
import { errorDetails } from '../../shared/errors';
import type { LoanApplicationDetail } from './types';

export const START_REVIEW = '開始審核';
export const REJECT = '退回';
export const ASSIGN_SALES = '指派業務';

const useDone = () => {
  const notify = useNotify();
  const refresh = useRefresh();
  return (text: string) => {
    notify(text, { type: 'success', messageArgs: { _: text } });
    refresh();
  };
};

/** 開始審核: takes a submitted application into review. */
export const StartReviewButton = () => {
  const record = useRecordContext<LoanApplicationDetail>();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const done = useDone();
  const [saving, setSaving] = useState(false);
  if (!record) return null;

  const start = async () => {
    setSaving(true);
    try {
      await dataProvider.startLoanReview(record.id);
      done(`已${START_REVIEW}`);
    } catch (error) {
      const { message } = errorDetails(error);
      notify(message, { type: 'error', messageArgs: { _: message } });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Button variant="contained" size="small" startIcon={<PlayArrowIcon />} disabled={saving} onClick={() => void start()}>
      {START_REVIEW}
    </Button>
  );
};

/** 退回: rejects the application with the reason told to the borrower. */
export const RejectButton = ({ disabled = false }: { disabled?: boolean }) => {
  const record = useRecordContext<LoanApplicationDetail>();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const done = useDone();
  const [open, setOpen] = useState(false);
  if (!record) return null;

  return (
    <>
      <Button
        variant="outlined"
        color="error"
        size="small"
        startIcon={<UndoIcon />}
        disabled={disabled}
        onClick={() => setOpen(true)}
      >
        {REJECT}
      </Button>
      <TextDecisionDialog
        open={open}
        title={`${REJECT}借款申請`}
        description={`案件：${record.serial}。原因會通知借款人。`}
        field="reason"
        label={FIELD_LABELS.rejection_reason}
        confirmLabel={`確認${REJECT}`}
        color="error"
        multiline
        onClose={() => setOpen(false)}
        onSubmit={async (reason) => {
          await dataProvider.rejectLoanApplication(record.id, { reason });
          setOpen(false);
          done(`已${REJECT}`);
        }}
      />
    </>
  );
};

/** 指派業務: attaches a sales person to the applicant by their sales code. */
export const AssignSalesButton = () => {
  const record = useRecordContext<LoanApplicationDetail>();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const done = useDone();
  const [open, setOpen] = useState(false);
  if (!record) return null;

  return (
    <>
      <Button variant="outlined" size="small" startIcon={<PersonAddIcon />} onClick={() => setOpen(true)}>
        {ASSIGN_SALES}
      </Button>
      <TextDecisionDialog
        open={open}
        title={ASSIGN_SALES}
        description={`案件：${record.serial}。業務代碼為業務人員的會員編號。`}
        field="sales_code"
        label={FIELD_LABELS.sales_code}
        confirmLabel={`確認${ASSIGN_SALES}`}
        color="primary"
        onClose={() => setOpen(false)}
        onSubmit={async (salesCode) => {
          await dataProvider.assignLoanSales(record.id, { sales_code: salesCode });
          setOpen(false);
          done(`已${ASSIGN_SALES}`);
        }}
      />
    </>
  );
};
