import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../test/fetchMock';
import { STATUSES, renderRoute } from '../../test/render';
import { HomePage } from './HomePage';

const renderHome = (status: (typeof STATUSES)[keyof typeof STATUSES]) => {
  mockFetch();
  return renderRoute(<HomePage />, { url: '/', status });
};

describe('HomePage', () => {
  it.each([
    ['visitor', STATUSES.visitor, '立即註冊', '/auth/register'],
    ['signed in', STATUSES.loggedIn, '填寫基本資料', '/member/basic'],
    ['member', STATUSES.member, '成為交易會員', '/member/register'],
    ['full member', STATUSES.full, '填寫風險屬性調查', '/member/risk-questionnaire'],
  ] as const)('links a %s to the next ladder step', (_name, status, action, href) => {
    renderHome(status);
    expect(screen.getByRole('link', { name: action }).getAttribute('href')).toBe(href);
  });

  it('tells a member who finished every step where to go', () => {
    renderHome(STATUSES.complete);
    expect(screen.getByRole('link', { name: '前往市集' }).getAttribute('href')).toBe('/market-place');
  });
});
