import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter, useLocation } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { AppProviders } from '../app/providers';
import { createQueryClient } from '../app/queryClient';
import { VISITOR_STATUS } from '../app/session';
import type { UserStatus } from '../app/session';

export const MEMBER_BASE: UserStatus = {
  ...VISITOR_STATUS,
  id: 7,
  loggedIn: true,
  email: 'member@example.com',
  memberType: 'person',
  memberSerial: 'M000007',
  roles: ['borrower'],
};

/** Statuses at each rung of the ladder. */
/** Every rung climbed and both reviews passed. */
const COMPLETE_STATUS: UserStatus = {
  ...MEMBER_BASE,
  isMember: true,
  isMemberBankFilled: true,
  isMemberFull: true,
  isMemberCompletedQuestionnaire: true,
  isMemberVerified: true,
  isMemberBankVerified: true,
};

export const STATUSES = {
  visitor: VISITOR_STATUS,
  loggedIn: MEMBER_BASE,
  member: { ...MEMBER_BASE, isMember: true },
  full: { ...MEMBER_BASE, isMember: true, isMemberBankFilled: true, isMemberFull: true, isMemberVerified: true, isMemberBankVerified: true },
  complete: COMPLETE_STATUS,
  /** Every rung climbed, the identity (and so the bank) still waiting for the staff review. */
  reviewPending: { ...COMPLETE_STATUS, isMemberVerified: false, isMemberBankVerified: false },
  /** Every rung climbed and the identity verified, the bound bank still waiting for the staff review. */
  bankReviewPending: { ...COMPLETE_STATUS, isMemberBankVerified: false },
} satisfies Record<string, UserStatus>;

/** A fresh cache of reads for one render: nothing carried over from another test, no retries. */
export const createTestQueryClient = (): QueryClient => createQueryClient({ retry: false });

/** A wrapper for renderHook: the hook sees this query client. */
export const withQueryClient =
  (queryClient: QueryClient) =>
  ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;

/** Shows where the router ended up (for redirect assertions). */
export function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

export interface RenderRouteOptions {
  /** The URL the test starts at. */
  url?: string;
  /** The route pattern of the element (defaults to the URL's path). */
  path?: string;
  status?: UserStatus;
  /** More routes (other pages); anything else renders LocationProbe. */
  routes?: RouteObject[];
}

/** Renders an element inside the app's providers (a fresh query client) on a memory router. */
export function renderRoute(element: ReactElement, options: RenderRouteOptions = {}) {
  const url = options.url ?? '/';
  const path = options.path ?? url.split('?')[0] ?? '/';
  const router = createMemoryRouter(
    [{ path, element }, ...(options.routes ?? []), { path: '*', element: <LocationProbe /> }],
    { initialEntries: [url] },
  );
  const user = userEvent.setup();
  const queryClient = createTestQueryClient();
  const view = render(
    <AppProviders initialStatus={options.status ?? VISITOR_STATUS} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, user, queryClient };
}

export const currentUrl = (router: ReturnType<typeof createMemoryRouter>): string =>
  `${router.state.location.pathname}${router.state.location.search}`;
