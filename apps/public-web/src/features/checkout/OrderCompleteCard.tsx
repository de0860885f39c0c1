import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import {
  CHECKOUT_PAYMENT_METHOD_LABELS,
  CHECKOUT_RESUME_TEXTS,
  CHECKOUT_TEXTS,
  checkoutMoney,
  checkoutOrderStatusLabel,
  checkoutSettledListTab,
  checkoutSettledText,
  lenderInvestmentsPath,
} from '@lendbridge/domain';
import type { CheckoutOrderAnswer } from '@lendbridge/domain';
import { formatDateTime } from '../market/format';

const T = CHECKOUT_TEXTS;

interface OrderCardProps {
  answer: CheckoutOrderAnswer;
  heading: string;
  hint?: string;
  /** Where the card leads: a tab of the investment list. */
  link: { to: string; label: string };
}

/** An order, its investments and a way on to the investment list. */
function OrderCard({ answer, heading, hint, link }: OrderCardProps) {
  const { order, investments } = answer;
  const rows: [string, string][] = [
    [T.orderSerial, order.serial],
    [T.orderStatus, checkoutOrderStatusLabel(order.status)],
    [T.paymentMethod, CHECKOUT_PAYMENT_METHOD_LABELS[order.payment_method]],
    [T.total, checkoutMoney(order.total_amount)],
    [T.createdAt, formatDateTime(order.created_at)],
  ];
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={2}>
        <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          {heading}
        </Typography>
        {hint !== undefined && (
          <Typography variant="body2" color="text.secondary">
            {hint}
          </Typography>
        )}
        <Table size="small">
          <TableBody>
            {rows.map(([label, value]) => (
              <TableRow key={label}>
                <TableCell component="th" scope="row">
                  {label}
                </TableCell>
                <TableCell>{value}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        {investments.length > 0 && (
          <Table size="small" aria-label={T.investmentsTable}>
            <TableHead>
              <TableRow>
                <TableCell>{T.investmentSerial}</TableCell>
                <TableCell>{T.loanSerial}</TableCell>
                <TableCell align="right">{T.amount}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {investments.map((investment) => (
                <TableRow key={investment.serial}>
                  <TableCell>{investment.serial}</TableCell>
                  <TableCell>{investment.loan_serial}</TableCell>
                  <TableCell align="right">{checkoutMoney(investment.amount)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
        <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
          <Button variant="contained" component={RouterLink} to={link.to}>
            {link.label}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}

/** The placed order, its investments and the way to the waiting investments. */
export function OrderCompleteCard({ answer, afterTransfer }: { answer: CheckoutOrderAnswer; afterTransfer: boolean }) {
  return (
    <OrderCard
      answer={answer}
      heading={afterTransfer ? T.transferCompleteHeading : T.completeHeading}
      link={{ to: lenderInvestmentsPath('waiting'), label: T.viewInvestments }}
    />
  );
}

/**
 * An order opened by ?order= that no longer waits for its deposit: its state and why (paid,
 * lapsed or cancelled), and the tab of the investment list that holds its investments.
 */
export function OrderSettledCard({ answer }: { answer: CheckoutOrderAnswer }) {
  const { heading, hint } = checkoutSettledText(answer.order.status);
  return (
    <OrderCard
      answer={answer}
      heading={heading}
      hint={hint}
      link={{ to: lenderInvestmentsPath(checkoutSettledListTab(answer.order.status)), label: CHECKOUT_RESUME_TEXTS.viewInvestments }}
    />
  );
}
