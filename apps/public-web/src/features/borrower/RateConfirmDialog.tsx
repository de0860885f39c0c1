import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatNtd } from '@lendbridge/domain/money';
import { useNarrowScreen } from '../../shared/useNarrowScreen';
import type { BorrowerLoan } from './borrower.api';

export const RATE_DIALOG_TITLE = '確認借款利率';
export const CONFIRM_RATE_LABEL = '確認利率';
export const LATER_LABEL = '稍後再說';

export const ntd = formatNtd;

/** The discount note of a discounted approval: the original rate and the time left to keep it. */
export const discountText = (loan: BorrowerLoan): string =>
  `優惠利率：原核貸年利率 ${loan.original_approval_apr}%，請於 ${loan.discount_countdown_hours} 小時 ${loan.discount_countdown_minutes} 分內確認以保留優惠。`;

export interface RateConfirmDialogProps {
  loan: BorrowerLoan | null;
  sending: boolean;
  onConfirm: (loan: BorrowerLoan) => void;
  onClose: () => void;
}

/** The approved terms of a loan waiting for the borrower to accept the rate. */
export function RateConfirmDialog({ loan, sending, onConfirm, onClose }: RateConfirmDialogProps) {
  const narrow = useNarrowScreen();
  return (
    <Dialog open={loan !== null} onClose={onClose} aria-labelledby="rate-confirm-title" maxWidth="xs" fullWidth fullScreen={narrow}>
      <DialogTitle id="rate-confirm-title">{RATE_DIALOG_TITLE}</DialogTitle>
      {loan !== null && (
        <DialogContent>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {`案件編號 ${loan.loan_app_serial}`}
          </Typography>
          <Table size="small">
            <TableBody>
              <TableRow>
                <TableCell component="th">年利率</TableCell>
                <TableCell>{`${loan.apr}%`}</TableCell>
              </TableRow>
              <TableRow>
                <TableCell component="th">借款金額</TableCell>
                <TableCell>{ntd(loan.amount)}</TableCell>
              </TableRow>
              <TableRow>
                <TableCell component="th">期數</TableCell>
                <TableCell>{`${loan.period} 期`}</TableCell>
              </TableRow>
              <TableRow>
                <TableCell component="th">服務費</TableCell>
                <TableCell>{ntd(loan.borrower_fee)}</TableCell>
              </TableRow>
            </TableBody>
          </Table>
          {loan.approval_is_discount && (
            <Typography color="success.main" variant="body2" sx={{ mt: 2 }}>
              {discountText(loan)}
            </Typography>
          )}
        </DialogContent>
      )}
      <DialogActions>
        <Button onClick={onClose} disabled={sending}>
          {LATER_LABEL}
        </Button>
        <Button variant="contained" disabled={sending} aria-busy={sending} onClick={() => loan !== null && onConfirm(loan)}>
          {CONFIRM_RATE_LABEL}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
