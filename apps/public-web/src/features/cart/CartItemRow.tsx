import { useEffect, useRef, useState } from 'react';
import type { ChangeEvent } from 'react';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import DeleteIcon from '@mui/icons-material/Delete';
import { Link as RouterLink } from 'react-router-dom';
import {
  CART_MARKET_LABELS,
  CART_TEXTS,
  CART_VALIDATION_DELAY_MS,
  cartAmountError,
  cartAmountMax,
  cartMarketOf,
  cartMoney,
  cartPercent,
  displayLevel,
  loanPeriodLabel,
  normalizeCartAmountInput,
} from '@lendbridge/domain';
import type { CartItem } from '@lendbridge/domain';
import { ApiError } from '../../app/api';
import { updateCartItem } from './cart.api';
import { loanDetailPath } from './CartDrawer';

/** The message an item shows before any edit: closed, or an amount above what is investable now. */
const initialError = (item: CartItem): string | undefined =>
  item.can_invest ? cartAmountError(item.amount, cartAmountMax(item.amount_investable)) : CART_TEXTS.loanClosed;

export interface CartItemRowProps {
  item: CartItem;
  /** The amount was saved. */
  onSaved: (item: CartItem) => void;
  onDelete: (item: CartItem) => void;
  /** Whether the row can be ordered as it stands: no error, no check or save under way. */
  onReadyChange: (id: number, ready: boolean) => void;
  /** A failed save that is not about the amount. */
  onError: (error: unknown) => void;
}

/**
 * One cart item with its editable amount. A negative entry is cleared and one above the
 * maximum becomes the maximum at once; the rules run 300 ms after the last keystroke, and a
 * valid new amount is saved.
 */
export function CartItemRow({ item, onSaved, onDelete, onReadyChange, onError }: CartItemRowProps) {
  const max = cartAmountMax(item.amount_investable);
  const [text, setText] = useState(String(item.amount));
  const [error, setError] = useState<string | undefined>(() => initialError(item));
  const [busy, setBusy] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const saved = useRef(item.amount);

  useEffect(() => {
    saved.current = item.amount;
  }, [item.amount]);

  useEffect(() => () => clearTimeout(timer.current), []);

  useEffect(() => {
    onReadyChange(item.id, error === undefined && !busy);
  }, [item.id, error, busy, onReadyChange]);

  const check = (value: string) => {
    const message = cartAmountError(value, max);
    setError(message);
    if (message !== undefined || Number(value) === saved.current) {
      setBusy(false);
      return;
    }
    updateCartItem(item.id, Number(value))
      .then((answer) => {
        saved.current = answer.amount;
        onSaved(answer);
      })
      .catch((failure: unknown) => {
        const fieldMessage = failure instanceof ApiError ? failure.errors.amount : undefined;
        if (fieldMessage !== undefined) setError(fieldMessage);
        else onError(failure);
      })
      .finally(() => setBusy(false));
  };

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const next = normalizeCartAmountInput(event.target.value, max);
    setText(next);
    setBusy(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => check(next), CART_VALIDATION_DELAY_MS);
  };

  const market = cartMarketOf(item.loan.loan_application_type);
  const pgr = Number(item.loan.pgr) > 0 ? cartPercent(item.loan.pgr) : CART_TEXTS.noProtection;

  return (
    <TableRow>
      <TableCell>
        <Link component={RouterLink} to={loanDetailPath(item.loan_serial)}>
          {item.loan_serial}
        </Link>
      </TableCell>
      <TableCell>{CART_MARKET_LABELS[market]}</TableCell>
      <TableCell>{displayLevel(item.credit_level) ?? item.credit_level}</TableCell>
      <TableCell align="right">{cartPercent(item.loan.apr)}</TableCell>
      <TableCell align="right">{loanPeriodLabel(item.loan.period)}</TableCell>
      <TableCell align="right">{pgr}</TableCell>
      <TableCell align="right">{cartMoney(item.amount_investable)}</TableCell>
      <TableCell sx={{ minWidth: 160 }}>
        <TextField
          size="small"
          value={text}
          onChange={onChange}
          disabled={!item.can_invest}
          error={error !== undefined}
          helperText={error ?? (busy ? CART_TEXTS.saving : ' ')}
          slotProps={{ htmlInput: { inputMode: 'numeric', 'aria-label': `${item.loan_serial} ${CART_TEXTS.amount}` } }}
        />
      </TableCell>
      <TableCell>
        <IconButton aria-label={`${CART_TEXTS.delete} ${item.loan_serial}`} onClick={() => onDelete(item)}>
          <DeleteIcon />
        </IconButton>
      </TableCell>
    </TableRow>
  );
}
