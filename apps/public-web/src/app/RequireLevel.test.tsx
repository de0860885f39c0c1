import { screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@lendbridge/domain';
import { mockFetch } from '../test/fetchMock';
import { STATUSES, currentUrl, renderRoute } from '../test/render';
import { RequireLevel } from './RequireLevel';
import { api } from './api';
import type { LadderLevel } from './ladder';
import type { UserStatus } from './session';
import { useErrorHandler } from './useErrorHandler';

const PAGE_URL = '/account/borrower?tab=overview';

const renderGuarded = (level: LadderLevel, status: UserStatus) =>
  renderRoute(
    <RequireLevel level={level}>
      <p>受保護的內容</p>
    </RequireLevel>,
    { url: PAGE_URL, path: '/account/borrower', status },
  );

const withNext = (path: string) => `${path}?next=${encodeURIComponent(PAGE_URL)}`;

describe('RequireLevel', () => {
  it.each([
    ['login', STATUSES.visitor, MESSAGES.notLoggedIn, '/auth/login'],
    ['member', STATUSES.loggedIn, MESSAGES.notMember, '/member/basic'],
    ['full', STATUSES.member, MESSAGES.notMemberFull, '/member/register'],
    ['questionnaire', STATUSES.full, MESSAGES.questionnaireIncomplete, '/member/risk-questionnaire'],
  ] as const)('level %s: alerts and redirects with next', async (level, status, message, target) => {
    mockFetch();
    const { router } = renderGuarded(level, status);
    expect((await screen.findByRole('dialog')).textContent).toContain(message);
    await waitFor(() => expect(currentUrl(router)).toBe(withNext(target)));
    expect(screen.queryByText('受保護的內容')).toBeNull();
  });

  it('checks the levels in order and stops at the first that fails', async () => {
    mockFetch();
    const { router } = renderGuarded('questionnaire', STATUSES.loggedIn);
    expect((await screen.findByRole('dialog')).textContent).toContain(MESSAGES.notMember);
    await waitFor(() => expect(currentUrl(router)).toBe(withNext('/member/basic')));
  });

  it('stops at the required level: a member page does not ask for the questionnaire', () => {
    mockFetch();
    renderGuarded('member', STATUSES.member);
    expect(screen.getByText('受保護的內容')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('renders the page once every level up to the required one holds', () => {
    mockFetch();
    renderGuarded('questionnaire', STATUSES.complete);
    expect(screen.getByText('受保護的內容')).toBeTruthy();
  });
});

function CallOnMount({ path }: { path: string }) {
  const handleError = useErrorHandler();
  useEffect(() => {
    api.get(path).catch(handleError);
  }, [path, handleError]);
  return <p>頁面</p>;
}

describe('API ladder refusals', () => {
  it.each([
    [401, 'UNAUTHENTICATED', MESSAGES.notLoggedIn, '/auth/login'],
    [403, 'NOT_MEMBER', MESSAGES.notMember, '/member/basic'],
    [403, 'NOT_MEMBER_FULL', MESSAGES.notMemberFull, '/member/register'],
    [403, 'QUESTIONNAIRE_INCOMPLETE', MESSAGES.questionnaireIncomplete, '/member/risk-questionnaire'],
  ] as const)('%i %s alerts and redirects with next', async (status, code, message, target) => {
    mockFetch({ 'GET /api/thing': { status, body: { statusCode: status, code, message } } });
    const { router } = renderRoute(<CallOnMount path="/api/thing" />, {
      url: PAGE_URL,
      path: '/account/borrower',
      status: STATUSES.complete,
    });
    expect((await screen.findByRole('dialog')).textContent).toContain(message);
    await waitFor(() => expect(currentUrl(router)).toBe(withNext(target)));
  });

  it('shows other refusals in the generic dialog with the server text', async () => {
    mockFetch({ 'GET /api/thing': { status: 403, body: { statusCode: 403, code: 'FORBIDDEN', message: MESSAGES.forbidden } } });
    const { router } = renderRoute(<CallOnMount path="/api/thing" />, { url: PAGE_URL, path: '/account/borrower' });
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain(MESSAGES.genericErrorTitle);
    expect(dialog.textContent).toContain(MESSAGES.forbidden);
    expect(currentUrl(router)).toBe(PAGE_URL);
  });
});
