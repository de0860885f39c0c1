import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CROWDFUNDING_TEXTS, crowdfundingFromAmountText, crowdfundingUnitsLeftText } from '@lendbridge/domain';
import type { CrowdfundingCard } from '@lendbridge/domain';
import { mockFetch } from '../../test/fetchMock';
import { STATUSES, renderRoute } from '../../test/render';
import { FundingPages } from '../funding/FundingPages';

const RICE: CrowdfundingCard = {
  serial: 'CF260001',
  title: '花蓮有機米月月配',
  kind: 'standard',
  owner_name: '潘建志',
  summary: '花蓮玉里的有機稻田，每月配送一箱新米。',
  image: '/api/v1/crowdfundings/CF260001/images/12',
  from_amount: 1_200,
  units_left: 9,
};

const renderMarket = (projects: CrowdfundingCard[]) => {
  mockFetch({
    'GET /api/funding/promotions': { body: { data: [] } },
    'GET /api/funding/projects': { body: { data: [] } },
    'GET /api/v1/crowdfundings': { body: { data: projects } },
  });
  return renderRoute(<FundingPages />, { url: '/funding/market-place', path: '/funding/market-place/*', status: STATUSES.visitor });
};

describe('the crowdfunding projects on the funding market', () => {
  it('lists each open project with its first words, least first period and places left, linking to its page', async () => {
    renderMarket([RICE, { ...RICE, serial: 'CF260002', title: '海線的風', image: null, summary: '' }]);
    const list = within(await screen.findByRole('list', { name: CROWDFUNDING_TEXTS.listTitle }));
    const link = list.getByRole('link', { name: new RegExp(RICE.title) });
    expect(link.getAttribute('href')).toBe('/crowdfunding/CF260001');
    expect(within(link).getByText(RICE.summary)).toBeTruthy();
    expect(within(link).getByText(crowdfundingFromAmountText(1_200))).toBeTruthy();
    expect(within(link).getByText(crowdfundingUnitsLeftText(9))).toBeTruthy();
    expect(within(link).getByRole('img', { name: RICE.title }).getAttribute('src')).toBe(RICE.image);
    expect(list.getByRole('link', { name: /海線的風/ }).getAttribute('href')).toBe('/crowdfunding/CF260002');
  });

  it('says so when no project is open', async () => {
    renderMarket([]);
    expect(await screen.findByText(CROWDFUNDING_TEXTS.listEmpty)).toBeTruthy();
  });
});
