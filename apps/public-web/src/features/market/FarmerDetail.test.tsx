import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FARM_TEXTS, LISTING_TEXTS, MARKET_LISTING_TEXTS, MARKET_TEXTS, PAYMENT_IN_GOODS_LABELS } from '@lendbridge/domain';
import type { MarketLoanDetail } from '@lendbridge/domain';
import { mockFetch } from '../../test/fetchMock';
import { STATUSES, renderRoute } from '../../test/render';
import { LoanDetailRoute } from './LoanDetailRoute';
import { detail, farmerDetail } from './fakeMarket';

const T = LISTING_TEXTS;

const renderLoan = (loan: MarketLoanDetail, hash = '') => {
  const api = `/api/market-place/loan/${loan.serial}`;
  mockFetch({
    [`GET ${api}`]: { body: { data: loan } },
    [`GET ${api}/questions`]: { body: { data: [], meta: { can_ask: true, can_reply: false } } },
  });
  return renderRoute(<LoanDetailRoute />, { url: `/market-place/loan/${loan.serial}${hash}`, path: '/market-place/loan/:serial', status: STATUSES.visitor });
};

const farmerSection = async () => within(await screen.findByRole('region', { name: T.farmerTitle }));

describe('farmer detail on the loan detail', () => {
  it('shows the produce situation, the place of origin on an OpenStreetMap embed with a link, and how the loan repays', async () => {
    renderLoan(farmerDetail(3, { payment_in_goods: 'principal_and_interest' }));
    const section = await farmerSection();
    expect(section.getByText('契作有機稻米，年產約 12 公噸，由農會收購。')).toBeTruthy();
    expect(section.getByText('嘉義縣鹿草鄉')).toBeTruthy();
    expect(section.getByText(PAYMENT_IN_GOODS_LABELS.principal_and_interest)).toBeTruthy();

    const map = section.getByTitle('嘉義縣鹿草鄉');
    expect(map.tagName).toBe('IFRAME');
    expect(map.getAttribute('src')).toBe(
      'https://www.openstreetmap.org/export/embed.html?bbox=120.26,23.38,120.36,23.44&layer=mapnik&marker=23.41,120.31',
    );
    const link = section.getByRole('link', { name: MARKET_LISTING_TEXTS.viewOnMap });
    expect(link.getAttribute('href')).toBe('https://www.openstreetmap.org/?mlat=23.41&mlon=120.31#map=13/23.41/120.31');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');

    expect(section.queryByRole('region', { name: T.gallery })).toBeNull();
    expect(section.queryByRole('region', { name: T.commoditySets })).toBeNull();
  });

  it('shows the place name and the map link in place of the map while the browser is offline', async () => {
    const onLine = vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      renderLoan(farmerDetail(8));
      const section = await farmerSection();
      expect(document.querySelector('iframe')).toBeNull();
      const fallback = within(section.getByRole('note', { name: MARKET_LISTING_TEXTS.mapUnavailable }));
      expect(fallback.getByText('嘉義縣鹿草鄉')).toBeTruthy();
      expect(fallback.getByRole('link', { name: MARKET_LISTING_TEXTS.viewOnMap }).getAttribute('href')).toBe(
        'https://www.openstreetmap.org/?mlat=23.41&mlon=120.31#map=13/23.41/120.31',
      );
      expect(section.getAllByRole('link', { name: MARKET_LISTING_TEXTS.viewOnMap })).toHaveLength(1);

      onLine.mockReturnValue(true);
      act(() => {
        window.dispatchEvent(new Event('online'));
      });
      expect(section.getByTitle('嘉義縣鹿草鄉').tagName).toBe('IFRAME');
      expect(section.queryByRole('note', { name: MARKET_LISTING_TEXTS.mapUnavailable })).toBeNull();
    } finally {
      onLine.mockRestore();
    }
  });

  it('shows the fallback with the place name and the link when the page policy blocks the map', async () => {
    renderLoan(farmerDetail(9));
    const section = await farmerSection();
    const map = section.getByTitle('嘉義縣鹿草鄉');
    fireEvent(document, Object.assign(new Event('securitypolicyviolation'), { blockedURI: 'https://example.com/other' }));
    expect(section.getByTitle('嘉義縣鹿草鄉')).toBe(map);
    fireEvent(document, Object.assign(new Event('securitypolicyviolation'), { blockedURI: map.getAttribute('src') }));
    expect(document.querySelector('iframe')).toBeNull();
    const fallback = within(section.getByRole('note', { name: MARKET_LISTING_TEXTS.mapUnavailable }));
    expect(fallback.getByText('嘉義縣鹿草鄉')).toBeTruthy();
    expect(fallback.getByRole('link', { name: MARKET_LISTING_TEXTS.viewOnMap }).getAttribute('target')).toBe('_blank');
  });

  it('shows only the place name when the place has no coordinates', async () => {
    renderLoan(farmerDetail(4, { place_of_origin: '臺東縣池上鄉', place_of_origin_geo: null }));
    const section = await farmerSection();
    expect(section.getByText('臺東縣池上鄉')).toBeTruthy();
    expect(section.queryByTitle('臺東縣池上鄉')).toBeNull();
    expect(document.querySelector('iframe')).toBeNull();
    expect(section.queryByRole('link', { name: MARKET_LISTING_TEXTS.viewOnMap })).toBeNull();
    expect(section.getByText(PAYMENT_IN_GOODS_LABELS.none)).toBeTruthy();
  });

  it('shows the photos and commodity sets inside the farmer section when the loan has them', async () => {
    renderLoan(
      farmerDetail(5, {
        gallery: [{ id: 1, kind: 'produce', url: '/api/uploads/rice', caption: '收成的稻穀' }],
        loan_commodity_sets: [{ id: 9, name: '有機白米禮盒', description: '3 公斤裝', amount: 2000 }],
      }),
    );
    const section = await farmerSection();
    expect(section.getByRole('region', { name: T.gallery })).toBeTruthy();
    expect(section.getByRole('img', { name: '收成的稻穀' })).toBeTruthy();
    expect(within(section.getByRole('region', { name: T.commoditySets })).getByText('有機白米禮盒')).toBeTruthy();
  });

  it('is only on the loan tab of a loan with a farmer profile', async () => {
    const first = renderLoan(detail(6));
    expect(await screen.findByText(`${MARKET_TEXTS.serial} ${detail(6).serial}`)).toBeTruthy();
    expect(screen.queryByRole('region', { name: T.farmerTitle })).toBeNull();
    first.unmount();

    const { user } = renderLoan(farmerDetail(7));
    await farmerSection();
    await user.click(screen.getByRole('tab', { name: MARKET_TEXTS.detailTabBorrower }));
    expect(screen.queryByRole('region', { name: T.farmerTitle })).toBeNull();
  });

  it('links to the borrower’s farm traceability page when the borrower has a farm, and not otherwise', async () => {
    renderLoan(farmerDetail(4, { farm: { no: 'F0001', name: '西螺稻香農場', key: 'k3y_of-the-page-000000' } }));
    const section = await farmerSection();
    const link = section.getByRole('link', { name: `${FARM_TEXTS.viewFarm}（西螺稻香農場）` });
    expect(link.getAttribute('href')).toBe('/farm-traceability/F0001?key=k3y_of-the-page-000000');
  });

  it('shows no farm link for a borrower without a farm', async () => {
    renderLoan(farmerDetail(5, { farm: null }));
    const section = await farmerSection();
    expect(section.queryByRole('link', { name: new RegExp(FARM_TEXTS.viewFarm) })).toBeNull();
  });
});
