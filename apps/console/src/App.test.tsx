import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { memoryStore } from 'react-admin';
import { CONSOLE_APPRAISAL_TEXTS, CONSOLE_CONTENT_TEXTS as CONTENT, CONSOLE_PAWN_CASE_TEXTS, CONSOLE_SHOP_TEXTS as SHOP, PAWN_CASE_LIST_LABELS } from '@lendbridge/domain';
import { describe, expect, it, vi } from 'vitest';
import { App } from './App';
import { createAuthProvider, NOT_STAFF_MESSAGE } from './authProvider';
import { createDataProvider } from './dataProvider';
import { json, list, listQuery, mockFetch, unhandled, userStatus, type RecordedCall } from './test/fetchMock';

const IDENTITY_TOTALS: Record<string, number> = { none: 4, pending: 3, verified: 12, rejected: 1 };

const api = (roles: string[]) => (call: RecordedCall) => {
  if (call.path === '/api/auth/status') return json(200, { data: userStatus(roles) });
  if (call.path === '/api/auth/csrf') return json(200, { data: { csrfToken: 'token' } });
  if (call.path === '/api/auth/logout') return json(200, { data: userStatus([]) });
  if (call.path === '/api/console/members') {
    const { filter } = listQuery(call.url) as { filter: { identity_status?: string } };
    const total = filter.identity_status ? (IDENTITY_TOTALS[filter.identity_status] ?? 0) : 0;
    return list('members', [], total);
  }
  return unhandled(call);
};

const renderConsole = async (roles: string[]) => {
  const { calls } = mockFetch(api(roles));
  const authProvider = createAuthProvider();
  const canAccess = vi.spyOn(authProvider, 'canAccess');
  render(<App authProvider={authProvider} dataProvider={createDataProvider()} store={memoryStore()} />);
  return { calls, canAccess };
};

/** Waits until the menu has asked about both resources and the answers are rendered. */
interface Spy {
  mock: { calls: unknown[][]; results: { value: unknown }[] };
}

const settleMenu = async (canAccess: Spy) => {
  await waitFor(() => {
    const asked = canAccess.mock.calls.map(([params]) => {
      const { resource, action } = params as { resource: string; action: string };
      return `${resource}/${action}`;
    });
    expect(asked).toEqual(expect.arrayContaining(['members/list', 'outbox/list', 'bank-codes/list']));
  });
  await act(async () => {
    await Promise.allSettled(canAccess.mock.results.map((result) => result.value as Promise<boolean>));
  });
};

const menuItem = (name: string) => screen.queryByRole('menuitem', { name });

describe('console menu by role', () => {
  it('shows members, the outbox and bank codes to an admin, with the identity chart from list totals', async () => {
    const { calls, canAccess } = await renderConsole(['admin']);

    expect(await screen.findByRole('menuitem', { name: '會員' })).toBeTruthy();
    expect(await screen.findByRole('menuitem', { name: '通知紀錄' })).toBeTruthy();
    expect(await screen.findByRole('menuitem', { name: '銀行代碼' })).toBeTruthy();
    await settleMenu(canAccess);

    expect(await screen.findByText('已核准：12 位')).toBeTruthy();
    expect(screen.getByText('待審核：3 位')).toBeTruthy();
    const countCalls = calls.filter((call) => call.path === '/api/console/members');
    expect(countCalls.map((call) => listQuery(call.url).range)).toEqual([
      [0, 0],
      [0, 0],
      [0, 0],
      [0, 0],
    ]);
  });

  it.each([
    ['admin', '管理員'],
    ['sales', '業務'],
  ])('describes every menu %s has on the dashboard, each a link', async (role, roleName) => {
    const { canAccess } = await renderConsole([role]);
    const card = within(await screen.findByRole('region', { name: roleName }));
    await settleMenu(canAccess);

    const menus = screen
      .getAllByRole('menuitem')
      .map((item) => item.textContent ?? '')
      .filter((name) => name !== '儀表板');
    expect(menus.length).toBeGreaterThan(1);
    const described = card.getAllByRole('link').map((link) => link.textContent ?? '');
    expect([...described].sort()).toEqual([...menus].sort());
  });

  it.each(['admin', 'sales'])("lists the public site's content resources to %s", async (role) => {
    const { canAccess } = await renderConsole([role]);
    await settleMenu(canAccess);
    const menus = screen.getAllByRole('menuitem').map((item) => item.textContent ?? '');
    expect(menus).toEqual(
      expect.arrayContaining([CONTENT.cmsPosts, CONTENT.lectures, CONTENT.homepageEntries, CONTENT.stories, CONTENT.chatGreetings, CONTENT.faqGroups, CONTENT.faqItems, CONTENT.faqFeedback]),
    );
  });

  it('shows only members to sales', async () => {
    const { calls, canAccess } = await renderConsole(['sales']);

    expect(await screen.findByRole('menuitem', { name: '會員' })).toBeTruthy();
    await settleMenu(canAccess);

    expect(menuItem('通知紀錄')).toBeNull();
    expect(menuItem('銀行代碼')).toBeNull();
    expect(screen.getByText('查詢會員資料（唯讀）')).toBeTruthy();
    expect(calls.some((call) => call.path.startsWith('/api/console/'))).toBe(false);
  });

  it.each([
    ['appraiser', '鑑價師', CONSOLE_APPRAISAL_TEXTS.name, CONSOLE_APPRAISAL_TEXTS.appraiserFeature],
    ['pawnshop_operator', '當舖業者', CONSOLE_PAWN_CASE_TEXTS.name, CONSOLE_PAWN_CASE_TEXTS.operatorFeature],
  ])('shows %s their dashboard and their one resource only', async (role, roleName, resourceName, feature) => {
    const { canAccess } = await renderConsole([role]);

    expect(await screen.findByRole('region', { name: roleName })).toBeTruthy();
    await settleMenu(canAccess);

    expect(screen.getByText(feature)).toBeTruthy();
    const menus = screen.getAllByRole('menuitem').map((item) => item.textContent ?? '');
    expect(menus.filter((name) => name !== '儀表板')).toEqual([resourceName]);
  });

  it('shows a shop seller their shop, products, orders, delivery details and bookings, each described on the dashboard', async () => {
    const { canAccess } = await renderConsole(['shop_seller']);

    const card = within(await screen.findByRole('region', { name: '商城賣家' }));
    await settleMenu(canAccess);

    const menus = screen
      .getAllByRole('menuitem')
      .map((item) => item.textContent ?? '')
      .filter((name) => name !== '儀表板');
    expect(menus).toEqual([SHOP.myshop, SHOP.products, SHOP.orders, SHOP.bookings, SHOP.deliveries]);
    expect(card.getAllByRole('link').map((link) => link.textContent ?? '').sort()).toEqual([...menus].sort());
    expect(screen.getByText(SHOP.productsSellerFeature)).toBeTruthy();
    expect(menuItem('會員')).toBeNull();
    expect(menuItem('通知紀錄')).toBeNull();
  });

  it('signs a staff member in from the sign-in form', async () => {
    let roles: string[] = [];
    const { calls } = mockFetch((call) => {
      if (call.path === '/api/auth/login') {
        roles = ['sales'];
        return json(200, { data: { ...userStatus(roles), next: null } });
      }
      return api(roles)(call);
    });
    window.location.hash = '#/login';
    render(<App authProvider={createAuthProvider()} dataProvider={createDataProvider()} store={memoryStore()} />);

    fireEvent.change(await screen.findByRole('textbox', { name: 'Email' }), { target: { value: 'sales@lendbridge.tw' } });
    fireEvent.change(screen.getByLabelText('密碼', { selector: 'input' }), { target: { value: 'secret1' } });
    fireEvent.click(screen.getByRole('button', { name: '登入' }));

    expect(await screen.findByRole('menuitem', { name: '會員' })).toBeTruthy();
    expect(calls.find((call) => call.path === '/api/auth/login')?.body).toEqual({
      email: 'sales@lendbridge.tw',
      password: 'secret1',
    });
  });

  it('opens a pawnshop operator’s console on the pawn cases once signed in', async () => {
    let roles: string[] = [];
    mockFetch((call) => {
      if (call.path === '/api/auth/login') {
        roles = ['pawnshop_operator'];
        return json(200, { data: { ...userStatus(roles), next: null } });
      }
      if (call.path === '/api/console/pawn-cases') return list('pawn-cases', [], 0);
      return api(roles)(call);
    });
    window.location.hash = '#/login';
    render(<App authProvider={createAuthProvider()} dataProvider={createDataProvider()} store={memoryStore()} />);

    fireEvent.change(await screen.findByRole('textbox', { name: 'Email' }), { target: { value: 'pawnshop@lendbridge.tw' } });
    fireEvent.change(screen.getByLabelText('密碼', { selector: 'input' }), { target: { value: 'secret1' } });
    fireEvent.click(screen.getByRole('button', { name: '登入' }));

    expect(await screen.findByRole('tab', { name: PAWN_CASE_LIST_LABELS.market })).toBeTruthy();
    expect(window.location.hash).toBe('#/pawn-cases');
  });

  it('keeps a member without a staff role on the sign-in form', async () => {
    const { calls } = mockFetch((call) => {
      if (call.path === '/api/auth/login') return json(200, { data: { ...userStatus(['borrower']), next: null } });
      return api([])(call);
    });
    window.location.hash = '#/login';
    render(<App authProvider={createAuthProvider()} dataProvider={createDataProvider()} store={memoryStore()} />);

    fireEvent.change(await screen.findByRole('textbox', { name: 'Email' }), { target: { value: 'member@example.com' } });
    fireEvent.change(screen.getByLabelText('密碼', { selector: 'input' }), { target: { value: 'secret1' } });
    fireEvent.click(screen.getByRole('button', { name: '登入' }));

    expect(await screen.findByText(NOT_STAFF_MESSAGE)).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST' && call.path === '/api/auth/logout')).toBe(true);
    expect(screen.getByRole('button', { name: '登入' })).toBeTruthy();
    expect(menuItem('會員')).toBeNull();
  });
});
