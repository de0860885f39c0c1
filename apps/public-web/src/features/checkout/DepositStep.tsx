import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CHECKOUT_RESUME_TEXTS, CHECKOUT_TEXTS, checkoutDepositShortfall, checkoutMoney } from '@lendbridge/domain';
import type { CheckoutOrder } from '@lendbridge/domain';
import type { AccountOverview } from '../account/account.api';
import { formatDateTime } from '../market/format';

const T = CHECKOUT_TEXTS;

function Line({ label, value }: { label: string; value: string }) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
      <Typography color="text.secondary">{label}</Typography>
      <Typography sx={{ fontWeight: 700 }} aria-label={label}>
        {value}
      </Typography>
    </Stack>
  );
}

export interface DepositStepProps {
  order: CheckoutOrder;
  /** What the order still waits for: its total, less any loan that left the order while it waited. */
  due: number;
  overview: AccountOverview;
  sending: boolean;
  onPaid: () => void;
}

/**
 * Step 2 of a deposit order: the virtual account and its bank, what to transfer (what the order
 * still waits for, less the balance) and by when; 我已完成匯款 then pays the order from the balance.
 */
export function DepositStep({ order, due, overview, sending, onPaid }: DepositStepProps) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={2}>
        <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          {T.depositHeading}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {T.depositHint}
        </Typography>
        <Line label={T.orderSerial} value={order.serial} />
        <Line label={T.bankCode} value={overview.lnb_account_bank_code} />
        <Line label={T.virtualAccount} value={overview.lnb_account_number} />
        <Line label={T.total} value={checkoutMoney(order.total_amount)} />
        {due !== order.total_amount && <Line label={CHECKOUT_RESUME_TEXTS.amountDue} value={checkoutMoney(due)} />}
        <Line label={T.depositAmount} value={checkoutMoney(checkoutDepositShortfall(due, overview.available_amount))} />
        <Line label={T.deadline} value={order.arrive_at === null ? T.noDeadline : formatDateTime(order.arrive_at)} />
        <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
          <Button variant="contained" onClick={onPaid} disabled={sending} aria-busy={sending}>
            {T.transferDone}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
