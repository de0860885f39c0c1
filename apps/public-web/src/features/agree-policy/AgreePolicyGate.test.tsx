import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CURRENT_POLICY_VERSION, MESSAGES } from '@lendbridge/domain';
import { TEST_CSRF_TOKEN, mockFetch } from '../../test/fetchMock';
import type { MockRoutes } from '../../test/fetchMock';
import { STATUSES, renderRoute } from '../../test/render';
import type { UserStatus } from '../../app/session';
import { AppLayout } from '../../shared/layout/AppLayout';
import { AgreePolicyGate } from './AgreePolicyGate';
import type { PolicyAgreementState } from './agreePolicy.api';

const NOT_AGREED: PolicyAgreementState = { version: CURRENT_POLICY_VERSION, agreed: false, agreed_at: null };
const AGREED: PolicyAgreementState = { version: CURRENT_POLICY_VERSION, agreed: true, agreed_at: '2026-03-01T00:00:00.000Z' };

const policyRoutes = (state: PolicyAgreementState, more: MockRoutes = {}): MockRoutes => ({
  'GET /api/agree-policy': { body: { data: state } },
  ...more,
});

const renderGate = (status: UserStatus = STATUSES.full, url = '/', onReload = vi.fn()) => ({
  ...renderRoute(<AgreePolicyGate onReload={onReload} />, { url, path: url, status }),
  onReload,
});

const modal = () => screen.findByRole('dialog', { name: MESSAGES.agreePolicyModalTitle });

const tick = async (user: ReturnType<typeof renderGate>['user'], label: string) => {
  await user.click(within(await modal()).getByRole('checkbox', { name: label }));
};

const agreeButton = async () => within(await modal()).getByRole('button', { name: MESSAGES.agreePolicySubmit });

describe('AgreePolicyGate', () => {
  it('asks a full member who has not accepted the current policies, with the two checkboxes', async () => {
    const { apiCalls } = mockFetch(policyRoutes(NOT_AGREED));
    renderGate();
    const dialog = await modal();
    expect(within(dialog).getByText(MESSAGES.agreePolicyModalText)).toBeTruthy();
    expect(within(dialog).getAllByRole('checkbox')).toHaveLength(2);
    expect(within(dialog).getByRole('checkbox', { name: MESSAGES.agreePolicyPrivacyLabel })).toBeTruthy();
    expect(within(dialog).getByRole('checkbox', { name: MESSAGES.agreePolicyTransactionLabel })).toBeTruthy();
    expect(apiCalls().map((call) => `${call.method} ${call.path}`)).toEqual(['GET /api/agree-policy']);
  });

  it('shows nothing once the current policies are accepted', async () => {
    const { apiCalls } = mockFetch(policyRoutes(AGREED));
    renderGate();
    await waitFor(() => expect(apiCalls()).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it.each([
    ['a visitor', STATUSES.visitor],
    ['a signed-in account', STATUSES.loggedIn],
    ['a member who is not a full member', STATUSES.member],
  ])('does not ask %s', async (_who, status) => {
    const { apiCalls } = mockFetch(policyRoutes(NOT_AGREED));
    renderGate(status);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(apiCalls()).toHaveLength(0);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('leaves the sign-out page usable', async () => {
    const { apiCalls } = mockFetch(policyRoutes(NOT_AGREED));
    renderGate(STATUSES.full, '/auth/logout');
    await waitFor(() => expect(apiCalls()).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows nothing when the check itself fails', async () => {
    const { apiCalls } = mockFetch({ 'GET /api/agree-policy': { status: 500, body: { statusCode: 500, message: MESSAGES.serverError } } });
    renderGate();
    await waitFor(() => expect(apiCalls()).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it.each([
    ['nothing', []],
    ['only the privacy policy', [MESSAGES.agreePolicyPrivacyLabel]],
    ['only the transaction policy', [MESSAGES.agreePolicyTransactionLabel]],
  ])('warns 哎呀！請同意條款 when %s is ticked, and sends nothing', async (_what, labels) => {
    const { apiCalls } = mockFetch(policyRoutes(NOT_AGREED));
    const { user } = renderGate();
    for (const label of labels) await tick(user, label);
    await user.click(await agreeButton());
    const warning = await screen.findByRole('dialog', { name: MESSAGES.agreePolicyTitle });
    expect(within(warning).getByText(MESSAGES.agreePolicyText)).toBeTruthy();
    expect(apiCalls().some((call) => call.method === 'POST')).toBe(false);
    await user.click(within(warning).getByRole('button'));
    expect(await modal()).toBeTruthy();
  });

  it('sends both ticks and closes', async () => {
    const { apiCalls } = mockFetch(policyRoutes(NOT_AGREED, { 'POST /api/agree-policy': { status: 201, body: { data: AGREED } } }));
    const { user } = renderGate();
    await tick(user, MESSAGES.agreePolicyPrivacyLabel);
    await tick(user, MESSAGES.agreePolicyTransactionLabel);
    await user.click(await agreeButton());
    await waitFor(() => expect(screen.queryByRole('dialog', { name: MESSAGES.agreePolicyModalTitle })).toBeNull());
    const post = apiCalls().find((call) => call.method === 'POST' && call.path === '/api/agree-policy');
    expect(post?.body).toEqual({ agree_policy: { privacy_policy: true, transaction_policy: true } });
    expect(post?.headers.get('X-CSRF-Token')).toBe(TEST_CSRF_TOKEN);
    expect(post?.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
  });

  it("shows 失敗了 with the server's text and reloads from 重新整理", async () => {
    mockFetch(
      policyRoutes(NOT_AGREED, {
        'POST /api/agree-policy': { status: 500, body: { statusCode: 500, code: 'INTERNAL', message: MESSAGES.serverError } },
      }),
    );
    const { user, onReload } = renderGate();
    await tick(user, MESSAGES.agreePolicyPrivacyLabel);
    await tick(user, MESSAGES.agreePolicyTransactionLabel);
    await user.click(await agreeButton());
    const failed = await screen.findByRole('dialog', { name: MESSAGES.agreePolicyFailedTitle });
    expect(within(failed).getByText(MESSAGES.serverError)).toBeTruthy();
    expect(onReload).not.toHaveBeenCalled();
    await user.click(within(failed).getByRole('button', { name: MESSAGES.reload }));
    expect(onReload).toHaveBeenCalledTimes(1);
  });

  it('is part of the page layout', async () => {
    mockFetch(policyRoutes(NOT_AGREED));
    renderRoute(<AppLayout>{null}</AppLayout>, { url: '/account/borrower', status: STATUSES.full });
    expect(await modal()).toBeTruthy();
  });
});
