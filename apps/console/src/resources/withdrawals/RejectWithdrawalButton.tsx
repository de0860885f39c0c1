import { CONSOLE_WITHDRAWAL_TEXTS as T, ntdText } from '@lendbridge/domain';
import { RejectWithReasonButton } from '../../shared/RejectWithReasonButton';
import type { WithdrawalRow } from './types';

/** 退回: refuses one pending withdrawal with the reason the member is told. */
export const RejectWithdrawalButton = ({ row }: { row: WithdrawalRow }) => (
  <RejectWithReasonButton
    id={row.id}
    description={`#${row.id} ${row.member_serial ?? ''} ${ntdText(row.amount)}`}
    texts={{ ...T, reason: T.reject_reason }}
    reject={(dataProvider, id, reason) => dataProvider.rejectWithdrawal(id, { reason })}
  />
);
