import { CONSOLE_DEPOSIT_TEXTS as T, ntdText } from '@lendbridge/domain';
import { RejectWithReasonButton } from '../../shared/RejectWithReasonButton';
import type { DepositRow } from './types';

/** 駁回: refuses a manual deposit awaiting approval, with the reason; nothing is credited. */
export const RejectDepositButton = ({ row }: { row: DepositRow }) => (
  <RejectWithReasonButton
    id={row.id}
    description={`#${row.id} ${row.member_serial ?? row.virtual_account} ${ntdText(row.amount)}`}
    texts={{ ...T, reason: T.decision_reason }}
    reject={(dataProvider, id, reason) => dataProvider.rejectDeposit(id, { reason })}
  />
);
