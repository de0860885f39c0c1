import { useState } from 'react';
import type { ReactNode } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import MenuIcon from '@mui/icons-material/Menu';
import { Link as RouterLink, Outlet, useLocation } from 'react-router-dom';
import { ACCOUNT_PAGE_PATH, ACCOUNT_TEXTS, INBOX_TEXTS, MESSAGES, NAVBAR_HEIGHT } from '@lendbridge/domain';
import { withNext } from '../../app/ladder';
import { useUserStatus } from '../../app/session';
import { AgreePolicyGate } from '../../features/agree-policy/AgreePolicyGate';
import { CartButton } from '../../features/cart/CartDrawer';

export const PRODUCT_NAME = '信橋 LendBridge';

interface NavLink {
  label: string;
  to: string;
}

const MAIN_LINKS: readonly NavLink[] = [
  { label: '借款', to: '/market-place' },
  { label: '申請借款', to: '/loan-application/create' },
  { label: '投資', to: '/market-place' },
  { label: MESSAGES.creditTryTitle, to: '/my-credit' },
];

const MEMBER_LINKS: readonly NavLink[] = [
  { label: INBOX_TEXTS.title, to: '/inbox' },
  { label: '借款管理', to: '/account/borrower' },
  { label: ACCOUNT_TEXTS.menuLabel, to: ACCOUNT_PAGE_PATH },
  { label: MESSAGES.guarantorLinkTitle, to: '/guarantor/link' },
  { label: '會員資料', to: '/member/profile' },
  { label: '變更密碼', to: '/member/change-password' },
  { label: '登出', to: '/auth/logout' },
];

/** The login link returns the visitor to the page they were on (auth pages excepted). */
const useLoginLink = (): string => {
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  return location.pathname.startsWith('/auth/') || location.pathname === '/' ? '/auth/login' : withNext('/auth/login', here);
};

function Logo() {
  return (
    <Typography
      component={RouterLink}
      to="/"
      variant="h6"
      sx={{ color: 'inherit', textDecoration: 'none', fontWeight: 700, letterSpacing: 1, whiteSpace: 'nowrap' }}
    >
      {PRODUCT_NAME}
    </Typography>
  );
}

function MemberMenu({ email }: { email: string | null }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        color="inherit"
        startIcon={<AccountCircleIcon />}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ maxWidth: 260 }}
      >
        <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
          {email ?? '會員中心'}
        </Box>
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {MEMBER_LINKS.map((link) => (
          <MenuItem key={link.to} component={RouterLink} to={link.to} onClick={() => setAnchor(null)}>
            {link.label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

function AppHeader() {
  const { status, loading } = useUserStatus();
  const loginLink = useLoginLink();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const drawerLinks: readonly NavLink[] = status.loggedIn
    ? [...MAIN_LINKS, ...MEMBER_LINKS]
    : [...MAIN_LINKS, { label: '登入', to: loginLink }, { label: '註冊', to: '/auth/register' }];

  return (
    <AppBar position="sticky" elevation={1} component="header">
      <Toolbar sx={{ height: NAVBAR_HEIGHT, gap: 2 }}>
        <Logo />
        <Box component="nav" aria-label="主要選單" sx={{ display: { xs: 'none', md: 'flex' }, gap: 1, flexGrow: 1 }}>
          {MAIN_LINKS.map((link) => (
            <Button key={link.label} color="inherit" component={RouterLink} to={link.to}>
              {link.label}
            </Button>
          ))}
        </Box>
        <Box sx={{ display: { xs: 'none', md: 'flex' }, gap: 1 }}>
          {loading ? null : status.loggedIn ? (
            <MemberMenu email={status.email} />
          ) : (
            <>
              <Button color="inherit" component={RouterLink} to={loginLink}>
                登入
              </Button>
              <Button color="secondary" variant="contained" component={RouterLink} to="/auth/register">
                註冊
              </Button>
            </>
          )}
        </Box>
        <Box sx={{ display: { xs: 'flex', md: 'none' }, ml: 'auto' }}>
          <IconButton color="inherit" aria-label="開啟選單" onClick={() => setDrawerOpen(true)}>
            <MenuIcon />
          </IconButton>
        </Box>
        <CartButton />
      </Toolbar>
      <Drawer anchor="right" open={drawerOpen} onClose={() => setDrawerOpen(false)}>
        <Box sx={{ width: 240 }} role="presentation" onClick={() => setDrawerOpen(false)}>
          <Typography sx={{ px: 2, py: 1.5, fontWeight: 700 }}>{PRODUCT_NAME}</Typography>
          <Divider />
          <List>
            {drawerLinks.map((link) => (
              <ListItemButton key={link.label} component={RouterLink} to={link.to}>
                <ListItemText primary={link.label} />
              </ListItemButton>
            ))}
          </List>
        </Box>
      </Drawer>
    </AppBar>
  );
}

function AppFooter() {
  return (
    <Box component="footer" sx={{ mt: 'auto', py: 3, bgcolor: 'grey.900', color: 'grey.300' }}>
      <Container maxWidth="lg" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, justifyContent: 'space-between' }}>
        <Typography variant="body2">
          © {new Date().getFullYear()} {PRODUCT_NAME}
        </Typography>
        <Typography variant="body2">P2P 借貸媒合平台・投資有風險，借款前請評估自身還款能力</Typography>
      </Container>
    </Box>
  );
}

/** App bar, the page, and the footer. */
export function AppLayout({ children }: { children?: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh', bgcolor: 'background.default' }}>
      <AppHeader />
      <Box component="main" sx={{ flexGrow: 1, py: { xs: 3, sm: 4 } }}>
        {children ?? <Outlet />}
      </Box>
      <AppFooter />
      <AgreePolicyGate />
    </Box>
  );
}
