import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  REFERRAL_QUESTIONS,
  REFERRAL_QUIZ_COOKIE,
  REFERRAL_RESULTS,
  REFERRAL_TEXTS,
  referralInvitedText,
  referralQuestionNumber,
  requiredField,
} from '@lendbridge/domain';
import type { ReferralInvitationRow, ReferralOverview, ReferralPage, ReferredMemberRow } from '@lendbridge/domain';
import { mockFetch } from '../../test/fetchMock';
import { STATUSES, currentUrl, renderRoute } from '../../test/render';
import { MgmPage } from './MgmPage';
import { readReferralQuizCookie } from './referralQuizCookie';

const T = REFERRAL_TEXTS;

const OVERVIEW: ReferralOverview = {
  mgmSerial: 'M00100007',
  link: 'https://lendbridge.tw/auth/register?mgm=M00100007',
  referredCount: 3,
  investedCount: 1,
  borrowedCount: 2,
};

const page = <T,>(data: T[]): ReferralPage<T> => ({
  data,
  total: data.length,
  from: data.length === 0 ? null : 1,
  to: data.length === 0 ? null : data.length,
  current_page: 1,
  last_page: 1,
  per_page: 15,
});

const INVITATION: ReferralInvitationRow = { id: 4, name: '陳小華', phone: '0912000111', email: 'hua@example.com', created_at: '2025-11-18T02:00:00.000Z' };
const REFERRED: ReferredMemberRow = { name: '王Ｏ明', email: 'm****@example.com', joined_at: '2025-11-10T02:00:00.000Z', invested: true, borrowed: false, reward_paid: true };

const memberRoutes = (extra: Parameters<typeof mockFetch>[0] = {}) =>
  mockFetch({
    'GET /api/mgm/overview': { body: { data: OVERVIEW } },
    'GET /api/mgm/invitations': { body: page([INVITATION]) },
    'GET /api/mgm/referrals': { body: page([REFERRED]) },
    ...extra,
  });

const clearQuizCookie = () => {
  document.cookie = `${REFERRAL_QUIZ_COOKIE}=; Max-Age=0; Path=/`;
};

afterEach(clearQuizCookie);

describe('MgmPage for a visitor', () => {
  it('asks question 1, then 2 on no, then 4 on no, and gives 謹慎思考型, kept in the cookie with the link’s serial', async () => {
    mockFetch();
    const { user } = renderRoute(<MgmPage />, { url: '/activity/mgm?mgm=m00100001' });
    await user.click(await screen.findByRole('button', { name: T.quizStart }));
    const answer = async (question: 1 | 2 | 3 | 4, yes: boolean) => {
      const box = within(screen.getByRole('group', { name: referralQuestionNumber(question) }));
      expect(box.getByText(REFERRAL_QUESTIONS[question])).toBeTruthy();
      await user.click(box.getByRole('button', { name: yes ? T.quizYes : T.quizNo }));
    };
    await answer(1, false);
    await answer(2, false);
    await answer(4, false);
    expect(screen.getByText(REFERRAL_RESULTS.cautious.label)).toBeTruthy();
    expect(readReferralQuizCookie()).toEqual({ result: 'cautious', score: 0, mgmSerial: 'M00100001' });
  });

  it('goes from question 2 on yes to question 3, whose yes gives 古道熱腸型, and registers through the link from the mgm-registration modal', async () => {
    mockFetch();
    const { user, router } = renderRoute(<MgmPage />, { url: '/activity/mgm?mgm=M00100001' });
    await user.click(await screen.findByRole('button', { name: T.quizStart }));
    await user.click(within(screen.getByRole('group', { name: referralQuestionNumber(1) })).getByRole('button', { name: T.quizNo }));
    await user.click(within(screen.getByRole('group', { name: referralQuestionNumber(2) })).getByRole('button', { name: T.quizYes }));
    await user.click(within(screen.getByRole('group', { name: referralQuestionNumber(3) })).getByRole('button', { name: T.quizYes }));
    expect(screen.getByText(REFERRAL_RESULTS.warm_hearted.label)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: T.quizInvite }));
    const modal = await screen.findByRole('dialog', { name: T.registrationTitle });
    expect(modal.closest('#mgm-registration')).not.toBeNull();
    await user.click(within(modal).getByRole('link', { name: T.registrationGo }));
    expect(currentUrl(router)).toBe('/auth/register?mgm=M00100001');
  });

  it('opens on the result kept in the cookie, and registers through the serial kept with it', async () => {
    document.cookie = `${REFERRAL_QUIZ_COOKIE}=${encodeURIComponent(JSON.stringify({ result: 'warm_hearted', score: 67, mgmSerial: 'M00100002' }))}; Path=/`;
    mockFetch();
    const { user, router } = renderRoute(<MgmPage />, { url: '/activity/mgm' });
    expect(await screen.findByText(REFERRAL_RESULTS.warm_hearted.label)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: T.quizInvite }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('link', { name: T.registrationGo }));
    expect(currentUrl(router)).toBe('/auth/register?mgm=M00100002');
  });

  it('offers sign-in for a link of one’s own, and ignores a serial that is not one', async () => {
    mockFetch();
    renderRoute(<MgmPage />, { url: '/activity/mgm?mgm=%3Cscript%3E' });
    expect((await screen.findByRole('link', { name: T.login })).getAttribute('href')).toBe('/auth/login?next=%2Factivity%2Fmgm');
    expect(screen.getByRole('link', { name: T.register }).getAttribute('href')).toBe('/auth/register');
  });
});

describe('MgmPage for a member', () => {
  it('shows the counts and the link, and copies the link', async () => {
    memberRoutes();
    const { user } = renderRoute(<MgmPage />, { url: '/activity/mgm', status: STATUSES.member });
    const overview = within(await screen.findByRole('region', { name: T.overviewTitle }));
    expect(overview.getByLabelText(T.referredCount).textContent).toBe('3');
    expect(overview.getByLabelText(T.investedCount).textContent).toBe('1');
    expect(overview.getByLabelText(T.borrowedCount).textContent).toBe('2');
    expect((overview.getByLabelText(T.linkTitle) as HTMLInputElement).value).toBe(OVERVIEW.link);
    await user.click(overview.getByRole('button', { name: T.copyLink }));
    expect(await overview.findByText(T.linkCopied)).toBeTruthy();
    expect(await navigator.clipboard.readText()).toBe(OVERVIEW.link);
    expect(screen.queryByRole('button', { name: T.quizStart })).toBeNull();
  });

  it('lists the invitations and the members referred', async () => {
    memberRoutes();
    renderRoute(<MgmPage />, { url: '/activity/mgm', status: STATUSES.member });
    const invitations = within(await screen.findByRole('table', { name: T.invitationListTitle }));
    expect(invitations.getByText('陳小華')).toBeTruthy();
    expect(invitations.getByText('hua@example.com')).toBeTruthy();
    const referred = within(await screen.findByRole('table', { name: T.referralListTitle }));
    expect(referred.getByText('王Ｏ明')).toBeTruthy();
  });

  it('sends the invitation list, with a second person, and reads the lists again', async () => {
    const { apiCalls } = memberRoutes({ 'POST /api/mgm/invitations': { status: 201, body: { data: { invited: 2, skipped: 0 } } } });
    const { user } = renderRoute(<MgmPage />, { url: '/activity/mgm', status: STATUSES.member });
    const form = within(await screen.findByRole('region', { name: T.inviteTitle }));
    const person = (index: number) => within(form.getByRole('group', { name: `${T.invitations} ${index}` }));
    await user.type(person(1).getByLabelText(T.inviteeName), '陳小華');
    await user.type(person(1).getByLabelText(T.inviteePhone), '0912000111');
    await user.type(person(1).getByLabelText(T.inviteeEmail), 'Hua@Example.com');
    await user.click(form.getByRole('button', { name: T.addInvitee }));
    await user.type(person(2).getByLabelText(T.inviteeName), '李大同');
    await user.type(person(2).getByLabelText(T.inviteeEmail), 'tung@example.com');
    const readsBefore = apiCalls().filter((call) => call.path === '/api/mgm/overview').length;
    await user.click(form.getByRole('button', { name: T.sendInvitations }));
    expect(await form.findByText(referralInvitedText(2, 0))).toBeTruthy();
    expect(apiCalls().find((call) => call.method === 'POST')?.body).toEqual({
      invitations: [
        { name: '陳小華', phone: '0912000111', email: 'hua@example.com' },
        { name: '李大同', email: 'tung@example.com' },
      ],
    });
    await waitFor(() => expect(apiCalls().filter((call) => call.path === '/api/mgm/overview').length).toBeGreaterThan(readsBefore));
    expect((person(1).getByLabelText(T.inviteeName) as HTMLInputElement).value).toBe('');
  });

  it('checks each person before sending, and puts the server’s field errors under that person', async () => {
    const { apiCalls } = memberRoutes({
      'POST /api/mgm/invitations': {
        status: 400,
        body: { statusCode: 400, code: 'VALIDATION_FAILED', message: T.selfInvite, errors: { 'invitations.0.email': T.selfInvite } },
      },
    });
    const { user } = renderRoute(<MgmPage />, { url: '/activity/mgm', status: STATUSES.member });
    const form = within(await screen.findByRole('region', { name: T.inviteTitle }));
    await user.click(form.getByRole('button', { name: T.sendInvitations }));
    expect(await form.findByText(requiredField(T.inviteeName))).toBeTruthy();
    expect(apiCalls().filter((call) => call.method === 'POST')).toHaveLength(0);

    await user.type(form.getByLabelText(T.inviteeName), '我自己');
    await user.type(form.getByLabelText(T.inviteeEmail), 'member@example.com');
    await user.click(form.getByRole('button', { name: T.sendInvitations }));
    expect(await form.findByText(T.selfInvite)).toBeTruthy();
  });

  it('asks an account without its basic data to give it before sending invitations', async () => {
    memberRoutes();
    renderRoute(<MgmPage />, { url: '/activity/mgm', status: STATUSES.loggedIn });
    expect((await screen.findByRole('link', { name: T.fillBasic })).getAttribute('href')).toBe('/member/basic?next=%2Factivity%2Fmgm');
    expect(screen.queryByRole('region', { name: T.inviteTitle })).toBeNull();
  });
});
