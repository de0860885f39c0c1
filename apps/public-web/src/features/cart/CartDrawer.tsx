import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import { Link as RouterLink } from 'react-router-dom';
import {
  CART_BADGE_MAX,
  CART_PAGE_PATH,
  CART_TEXTS,
  LOAN_DETAIL_PATH_PREFIX,
  cartButtonLabel,
  cartMoney,
  cartPercent,
  loanPeriodLabel,
} from '@lendbridge/domain';
import { firstFailingStep, withNext } from '../../app/ladder';
import { useUserStatus } from '../../app/session';
import { useReportedQuery } from '../../shared/useReportedQuery';
import { cartQueries, useCartCount } from './cart.api';

const DRAWER_WIDTH = 420;
/** Read by screen readers, not shown. */
const VISUALLY_HIDDEN = { position: 'absolute', width: '1px', height: '1px', p: 0, m: '-1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap', border: 0 } as const;

/** The loan detail page of a serial. */
export const loanDetailPath = (serial: string): string => `${LOAN_DETAIL_PATH_PREFIX}${encodeURIComponent(serial)}`;

export interface CartDrawerProps {
  open: boolean;
  onClose: () => void;
}

/** The cart at a glance: a table of the items, with a link to the cart page. Read again each time it opens. */
export function CartDrawer({ open, onClose }: CartDrawerProps) {
  const { status } = useUserStatus();
  const failing = firstFailingStep(status, 'questionnaire');
  const titleId = useId();
  const cart = useReportedQuery({ ...cartQueries.list(), enabled: open && failing === null }).data ?? null;

  const total = cart?.items.reduce((sum, item) => sum + item.amount, 0) ?? 0;

  return (
    <Drawer anchor="right" open={open} onClose={onClose} slotProps={{ paper: { 'aria-labelledby': titleId } }}>
      <Box sx={{ width: { xs: '100vw', sm: DRAWER_WIDTH }, maxWidth: '100vw', display: 'flex', flexDirection: 'column', height: '100%' }}>
        <Stack direction="row" sx={{ alignItems: 'center', px: 2, py: 1.5 }}>
          <Typography id={titleId} component="h2" variant="h6" sx={{ fontWeight: 700, flexGrow: 1 }}>
            {CART_TEXTS.title}
          </Typography>
          <IconButton aria-label={CART_TEXTS.close} onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </Stack>
        <Divider />
        <Box sx={{ flexGrow: 1, overflowY: 'auto', p: 2 }}>
          {failing !== null ? (
            <Stack spacing={2}>
              <Alert severity="info">{failing.message}</Alert>
              <Button variant="contained" component={RouterLink} to={withNext(failing.path, CART_PAGE_PATH)} onClick={onClose}>
                {CART_TEXTS.needsLevelLink}
              </Button>
            </Stack>
          ) : cart === null ? (
            <LinearProgress aria-label={CART_TEXTS.loading} />
          ) : cart.items.length === 0 ? (
            <Typography color="text.secondary">{CART_TEXTS.empty}</Typography>
          ) : (
            <Stack spacing={2}>
              {cart.warnings.length > 0 && (
                <Alert severity="warning" sx={{ whiteSpace: 'pre-line' }}>
                  {cart.warnings.join('\n')}
                </Alert>
              )}
              <Table size="small" aria-label={CART_TEXTS.itemsTable}>
                <TableHead>
                  <TableRow>
                    <TableCell>{CART_TEXTS.loanSerial}</TableCell>
                    <TableCell align="right">{CART_TEXTS.apr}</TableCell>
                    <TableCell align="right">{CART_TEXTS.period}</TableCell>
                    <TableCell align="right">{CART_TEXTS.amount}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {cart.items.map((item) => (
                    <TableRow key={item.id}>
                      <TableCell>
                        <Link component={RouterLink} to={loanDetailPath(item.loan_serial)} onClick={onClose}>
                          {item.loan_serial}
                        </Link>
                      </TableCell>
                      <TableCell align="right">{cartPercent(item.loan.apr)}</TableCell>
                      <TableCell align="right">{loanPeriodLabel(item.loan.period)}</TableCell>
                      <TableCell align="right">{cartMoney(item.amount)}</TableCell>
                    </TableRow>
                  ))}
                  <TableRow>
                    <TableCell colSpan={3} sx={{ fontWeight: 700 }}>
                      {CART_TEXTS.totalAmount}
                    </TableCell>
                    <TableCell align="right" sx={{ fontWeight: 700 }}>
                      {cartMoney(total)}
                    </TableCell>
                  </TableRow>
                </TableBody>
              </Table>
            </Stack>
          )}
        </Box>
        <Divider />
        <Box sx={{ p: 2 }}>
          <Button fullWidth variant="contained" component={RouterLink} to={CART_PAGE_PATH} onClick={onClose}>
            {CART_TEXTS.goToCart}
          </Button>
        </Box>
      </Box>
    </Drawer>
  );
}

/** The header's cart button with the item count; opens the drawer. Signed-in members only. */
export function CartButton() {
  const { status } = useUserStatus();
  const count = useCartCount();
  const [open, setOpen] = useState(false);
  if (!status.loggedIn) return null;
  return (
    <>
      <IconButton color="inherit" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {/* The button's name is its hidden text, which says the count; the badge repeats it for the eye only. */}
        <Box component="span" sx={VISUALLY_HIDDEN}>
          {cartButtonLabel(count)}
        </Box>
        <Badge badgeContent={count} color="secondary" max={CART_BADGE_MAX} slotProps={{ badge: { 'aria-hidden': true } }}>
          <ShoppingCartIcon />
        </Badge>
      </IconButton>
      <CartDrawer open={open} onClose={() => setOpen(false)} />
    </>
  );
}
