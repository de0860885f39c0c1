import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { REFERRAL_QUESTIONS, REFERRAL_QUIZ_COOKIE, REFERRAL_RESULTS, REFERRAL_TEXTS, referralQuestionNumber, showGirlByline } from '@lendbridge/domain';
import type { ShowGirl } from '@lendbridge/domain';
import { mockFetch } from '../../test/fetchMock';
import { currentUrl, renderRoute } from '../../test/render';
import { ShowGirlPage } from './ShowGirlPage';

const T = REFERRAL_TEXTS;

const GIRLS: ShowGirl[] = [
  { name: '小晴', from: '臺北', title: '理財新手村村長', suffix: '姊姊', detail: '小額也能出借，一起來試試吧！', imageType: 'sunny', mgmSerial: 'M00100008' },
  { name: '阿哲', from: '新竹', title: '工程師', suffix: '學長', detail: '先看數據再做決定。', imageType: 'bookish', mgmSerial: 'M00100009' },
];

afterEach(() => {
  document.cookie = `${REFERRAL_QUIZ_COOKIE}=; Max-Age=0; Path=/`;
});

describe('ShowGirlPage', () => {
  it('shows the characters; a click opens one’s invitation, a second click closes it', async () => {
    mockFetch({ 'GET /api/mgm/show-girls': { body: { data: GIRLS } } });
    const { user } = renderRoute(<ShowGirlPage />, { url: '/activity/mgm-sg' });
    const sunny = await screen.findByRole('button', { name: '小晴姊姊' });
    expect(screen.getByRole('button', { name: '阿哲學長' })).toBeTruthy();
    expect(screen.getAllByRole('img', { name: '小晴' }).length).toBe(1);

    await user.click(sunny);
    const panel = within(screen.getByRole('region', { name: `小晴姊姊${T.showGirlInvitation}` }));
    expect(panel.getByText(GIRLS[0].detail)).toBeTruthy();
    expect(panel.getByText(showGirlByline(GIRLS[0].from, GIRLS[0].title))).toBeTruthy();
    expect(sunny.getAttribute('aria-pressed')).toBe('true');

    await user.click(screen.getByRole('button', { name: '阿哲學長' }));
    expect(screen.queryByRole('region', { name: `小晴姊姊${T.showGirlInvitation}` })).toBeNull();
    expect(screen.getByRole('region', { name: `阿哲學長${T.showGirlInvitation}` })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: '阿哲學長' }));
    expect(screen.queryByRole('region', { name: `阿哲學長${T.showGirlInvitation}` })).toBeNull();
  });

  it('starts the quiz at question 1 and registers through the character’s link', async () => {
    mockFetch({ 'GET /api/mgm/show-girls': { body: { data: GIRLS } } });
    const { user, router } = renderRoute(<ShowGirlPage />, { url: '/activity/mgm-sg' });
    await user.click(await screen.findByRole('button', { name: '阿哲學長' }));
    await user.click(screen.getByRole('button', { name: T.showGirlQuiz }));
    const first = within(screen.getByRole('group', { name: referralQuestionNumber(1) }));
    expect(first.getByText(REFERRAL_QUESTIONS[1])).toBeTruthy();
    await user.click(first.getByRole('button', { name: T.quizYes }));
    await user.click(within(screen.getByRole('group', { name: referralQuestionNumber(3) })).getByRole('button', { name: T.quizNo }));
    await user.click(within(screen.getByRole('group', { name: referralQuestionNumber(4) })).getByRole('button', { name: T.quizNo }));
    expect(screen.getByText(REFERRAL_RESULTS.cautious.label)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: T.quizInvite }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('link', { name: T.registrationGo }));
    expect(currentUrl(router)).toBe('/auth/register?mgm=M00100009');
  });

  it('says so when the campaign has no characters', async () => {
    mockFetch({ 'GET /api/mgm/show-girls': { body: { data: [] } } });
    renderRoute(<ShowGirlPage />, { url: '/activity/mgm-sg' });
    expect(await screen.findByText(T.showGirlEmpty)).toBeTruthy();
  });
});
