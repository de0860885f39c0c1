import { Suspense, lazy, useState } from 'react';
import type { ReactNode } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import MenuIcon from '@mui/icons-material/Menu';
import { Link as RouterLink, Outlet, useLocation } from 'react-router-dom';
import { ACCOUNT_MENU_LABEL, ACCOUNT_PAGE_PATH, BUYER_ORDERS_MENU_LABEL, BUYER_ORDERS_MENU_PATH, FOOTER_LINKS, FUNDING_MARKET_PATH, FUNDING_MARKET_TITLE, INBOX_TITLE, MESSAGES, NAVBAR_HEIGHT, SHOPPING_MENU_LABEL, SHOPPING_MENU_PATH, SITE_NAME, VEHICLE_APPRAISAL_PATH, VEHICLE_APPRAISAL_TITLE } from '@lendbridge/domain';
import { withNext } from '../../app/ladder';
import { useUserStatus } from '../../app/session';
import type { NavLink } from './NavDrawer';

export const PRODUCT_NAME = SITE_NAME;

/**
 * The member menu, the cart button and the agree-policy modal show only once the session has loaded,
 * and the narrow screen's drawer only when opened, so they load beside the first page rather than
 * with it (see the initial JavaScript budget in docs/decisions.md). The cart button and the
 * agree-policy modal are for signed-in members and the drawer for a visitor who opens it, so their
 * code loads only then: a visitor's first page does not wait behind it.
 */
const MemberMenu = lazy(() => import('./MemberMenu').then((module) => ({ default: module.MemberMenu })));
const NavDrawer = lazy(() => import('./NavDrawer').then((module) => ({ default: module.NavDrawer })));
const CartButton = lazy(() => import('../../features/cart/CartDrawer').then((module) => ({ default: module.CartButton })));
const AgreePolicyGate = lazy(() =>
  import('../../features/agree-policy/AgreePolicyGate').then((module) => ({ default: module.AgreePolicyGate })),
);
/** The chat button and greeting bubble on every page: loaded beside the first page, the socket client only when opened. */
const ChatWidget = lazy(() => import('../../features/chat/ChatWidget').then((module) => ({ default: module.ChatWidget })));
/** The side ad and the sourced campaign modals belong to the landing page; no other page loads them. */
/** The page's title and description from the route table: its table stays out of the first page's script. */
const PageMeta = lazy(() => import('./PageMeta').then((module) => ({ default: module.PageMeta })));
const CampaignExtras = lazy(() => import('../../features/activities/CampaignExtras').then((module) => ({ default: module.CampaignExtras })));

function LandingExtras() {
  const { pathname } = useLocation();
  if (pathname !== '/') return null;
  return (
    <Suspense fallback={null}>
      <CampaignExtras />
    </Suspense>
  );
}

const MAIN_LINKS: readonly NavLink[] = [
  { label: '借款', to: '/market-place' },
  { label: '申請借款', to: '/loan-application/create' },
  { label: '投資', to: '/market-place' },
  { label: FUNDING_MARKET_TITLE, to: FUNDING_MARKET_PATH },
  { label: MESSAGES.creditTryTitle, to: '/my-credit' },
  { label: VEHICLE_APPRAISAL_TITLE, to: VEHICLE_APPRAISAL_PATH },
  { label: SHOPPING_MENU_LABEL, to: SHOPPING_MENU_PATH },
];

const MEMBER_LINKS: readonly NavLink[] = [
  { label: INBOX_TITLE, to: '/inbox' },
  { label: '借款管理', to: '/account/borrower' },
  { label: ACCOUNT_MENU_LABEL, to: ACCOUNT_PAGE_PATH },
  { label: BUYER_ORDERS_MENU_LABEL, to: BUYER_ORDERS_MENU_PATH },
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

function AppHeader() {
  const { status, loading } = useUserStatus();
  const loginLink = useLoginLink();
  const [drawerOpen, setDrawerOpen] = useState(false);
  /** The drawer mounts at its first opening and stays, so it can slide closed. */
  const [drawerWanted, setDrawerWanted] = useState(false);
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
            <Suspense fallback={null}>
              <MemberMenu email={status.email} links={MEMBER_LINKS} />
            </Suspense>
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
          <IconButton
            color="inherit"
            aria-label="開啟選單"
            onClick={() => {
              setDrawerWanted(true);
              setDrawerOpen(true);
            }}
          >
            <MenuIcon />
          </IconButton>
        </Box>
        {status.loggedIn && (
          <Suspense fallback={null}>
            <CartButton />
          </Suspense>
        )}
      </Toolbar>
      {drawerWanted && (
        <Suspense fallback={null}>
          <NavDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} title={PRODUCT_NAME} links={drawerLinks} />
        </Suspense>
      )}
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
        <Box component="nav" aria-label="網站資訊" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
          {FOOTER_LINKS.map((link) => (
            <Typography key={link.to} variant="body2" component={RouterLink} to={link.to} sx={{ color: 'inherit' }}>
              {link.label}
            </Typography>
          ))}
        </Box>
        <Typography variant="body2">P2P 借貸媒合平台・投資有風險，借款前請評估自身還款能力</Typography>
      </Container>
    </Box>
  );
}

/**
 * App bar, the page, and the footer. The page fills at least the window below the app bar, so the
 * footer starts below the fold and does not move in sight while the page's data arrives.
 */
export function AppLayout({ children }: { children?: ReactNode }) {
  const { status } = useUserStatus();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh', bgcolor: 'background.default' }}>
      <Suspense fallback={null}>
        <PageMeta />
      </Suspense>
      <AppHeader />
      <Box component="main" sx={{ flexGrow: 1, minHeight: `calc(100vh - ${NAVBAR_HEIGHT}px)`, py: { xs: 3, sm: 4 } }}>
        {children ?? <Outlet />}
      </Box>
      <AppFooter />
      {status.loggedIn && (
        <Suspense fallback={null}>
          <AgreePolicyGate />
        </Suspense>
      )}
      <LandingExtras />
      <Suspense fallback={null}>
        <ChatWidget />
      </Suspense>
    </Box>
  );
}
