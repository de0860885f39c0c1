import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FUNDING_TEXTS, formatNtd, fundingContractKey } from '@lendbridge/domain';
import type { UserStatus } from '../../app/session';
import { mockFetch } from '../../test/fetchMock';
import { STATUSES, currentUrl, renderRoute } from '../../test/render';
import { InvestPanel } from './InvestPanel';
import { LOAN_UPDATED_AT, projectOf } from './testFunding';

const PROJECT = projectOf();
const PROJECT_URL = `/funding/market-place/project/${PROJECT.serial}`;

const renderPanel = (status: UserStatus = STATUSES.full, project = PROJECT) => {
  const mock = mockFetch();
  const view = renderRoute(<InvestPanel project={project} balance={50_000} />, { url: PROJECT_URL, status });
  const investButton = () => screen.getByRole('button', { name: new RegExp(`^(${FUNDING_TEXTS.invest}|${FUNDING_TEXTS.investNow})$`) });
  const amountField = () => screen.getByRole('textbox', { name: FUNDING_TEXTS.amount });
  const contract = () => screen.getByRole('checkbox', { name: new RegExp(FUNDING_TEXTS.contractAccept) });
  return { ...view, ...mock, investButton, amountField, contract };
};

describe('InvestPanel', () => {
  afterEach(() => window.localStorage.clear());

  it('opens on the first click without asking anything, and checks the amount by the spec on the second', async () => {
    const { user, investButton, amountField, apiCalls } = renderPanel();
    expect(screen.queryByRole('textbox', { name: FUNDING_TEXTS.amount })).toBeNull();
    await user.click(investButton());
    expect(amountField()).toBeTruthy();
    expect(investButton().textContent).toBe(FUNDING_TEXTS.investNow);
    expect(screen.queryByRole('dialog')).toBeNull();

    for (const [typed, message] of [
      ['abc', FUNDING_TEXTS.amountInvalid],
      ['500', FUNDING_TEXTS.amountTooLow],
      ['1500', FUNDING_TEXTS.amountInvalid],
    ] as const) {
      await user.clear(amountField());
      await user.type(amountField(), typed);
      await user.click(investButton());
      expect({ typed, message: screen.getByText(message).textContent }).toEqual({ typed, message });
    }
    expect(apiCalls()).toEqual([]);
  });

  it('asks for the contract, remembers it for this loan, lender and updated_at, and confirms 前往下單頁面 with the amount', async () => {
    const { user, investButton, amountField, contract, router } = renderPanel();
    await user.click(investButton());
    await user.type(amountField(), '3000');
    await user.click(investButton());
    expect(await screen.findByText(FUNDING_TEXTS.contractMissing)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '確定' }));

    await user.click(contract());
    await user.click(investButton());
    const dialog = await screen.findByRole('dialog', { name: FUNDING_TEXTS.confirmTitle });
    expect(within(dialog).getByText(formatNtd(3000))).toBeTruthy();
    expect(window.localStorage.getItem(fundingContractKey(PROJECT.primary_loan_serial, STATUSES.full.memberSerial ?? '', LOAN_UPDATED_AT))).toBe('1');
    await user.click(within(dialog).getByRole('button', { name: FUNDING_TEXTS.goToOrder }));
    expect(currentUrl(router)).toBe(`${PROJECT_URL}/place-order?amount=3000`);
  });

  it('finds the contract accepted again only for the same loan, lender and loan updated_at', async () => {
    window.localStorage.setItem(fundingContractKey(PROJECT.primary_loan_serial, STATUSES.full.memberSerial ?? '', LOAN_UPDATED_AT), '1');
    const same = renderPanel();
    await same.user.click(same.investButton());
    expect((same.contract() as HTMLInputElement).checked).toBe(true);
    same.unmount();

    const changed = renderPanel(STATUSES.full, projectOf({ loan_updated_at: '2025-11-20T02:00:00.000Z' }));
    await changed.user.click(changed.investButton());
    expect((changed.contract() as HTMLInputElement).checked).toBe(false);
    changed.unmount();

    const other = renderPanel({ ...STATUSES.full, memberSerial: 'M999999' });
    await other.user.click(other.investButton());
    expect((other.contract() as HTMLInputElement).checked).toBe(false);
  });

  it('asks a visitor to sign in, and stops a member who is not a full member with 尚未成為交易會員', async () => {
    const visitor = renderPanel(STATUSES.visitor);
    await visitor.user.click(visitor.investButton());
    const prompt = await screen.findByRole('dialog', { name: FUNDING_TEXTS.notLoggedIn });
    expect(within(prompt).getByRole('link', { name: FUNDING_TEXTS.login }).getAttribute('href')).toBe(`/auth/login?next=${encodeURIComponent(PROJECT_URL)}`);
    visitor.unmount();

    const member = renderPanel(STATUSES.member);
    await member.user.click(member.investButton());
    await member.user.type(member.amountField(), '2000');
    await member.user.click(member.contract());
    await member.user.click(member.investButton());
    expect(await screen.findByText(FUNDING_TEXTS.notMemberFull)).toBeTruthy();
    expect(currentUrl(member.router)).toBe(`/member/register?next=${encodeURIComponent(PROJECT_URL)}`);
  });
});
