import { screen, waitFor, within } from '@testing-library/react';
import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import {
  MARKET_SOURCE_LABELS,
  ROBO_API_TEXTS,
  ROBO_PAGE_TEXTS,
  ROBO_PRODUCT_LABELS,
  roboMatchingLoansText,
} from '@lendbridge/domain';
import { routes } from '../../app/App';
import { mockFetch } from '../../test/fetchMock';
import { STATUSES, renderRoute } from '../../test/render';
import { overviewOf } from '../account/testAccount';
import { RoboMarketPage } from './RoboMarketPage';

describe('RoboMarketPage', () => {
  it('presents both products with their rules, the stable matching loans and transfer, and the vip notice', async () => {
    mockFetch({
      'GET /api/robo/stable/matching-loans': { body: { data: { count: 0 } } },
      'GET /api/robo/vip/matching-loans': { status: 403, body: { statusCode: 403, code: 'ROBO_NOT_OPEN', message: ROBO_API_TEXTS.notOpen } },
      'GET /api/account/overview': { body: { data: overviewOf() } },
    });
    renderRoute(<RoboMarketPage />, { url: '/market-place/robo-invest', status: STATUSES.full });

    const stable = within(await screen.findByRole('region', { name: ROBO_PRODUCT_LABELS.stable }));
    expect(stable.getByText('A0、A1、B、C、D、E')).toBeTruthy();
    expect(stable.getByText(`${MARKET_SOURCE_LABELS.complex}、${MARKET_SOURCE_LABELS.pgr}`)).toBeTruthy();
    expect(stable.getByText('NT$ 1,000')).toBeTruthy();
    expect(await stable.findByText(roboMatchingLoansText(0))).toBeTruthy();
    await waitFor(() => expect((stable.getByRole('button', { name: ROBO_PAGE_TEXTS.transferOpen }) as HTMLButtonElement).disabled).toBe(false));
    expect(stable.getByRole('link', { name: ROBO_API_TEXTS.summary }).getAttribute('href')).toBe('/robo/robo-invest/stable');

    const vip = within(screen.getByRole('region', { name: ROBO_PRODUCT_LABELS.vip }));
    expect(vip.getByText('NT$ 5,000')).toBeTruthy();
    expect(await vip.findByText(ROBO_API_TEXTS.notOpen)).toBeTruthy();
    expect(vip.queryByRole('button', { name: ROBO_PAGE_TEXTS.transferOpen })).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('routes every robo page for full members', () => {
    const paths = [
      '/market-place/robo-invest',
      '/robo/robo-invest/general',
      '/robo/robo-invest/stable',
      '/robo/robo-invest/stable/investments',
      '/robo/robo-invest/vip',
      '/robo/robo-invest/vip/investments',
      '/account/robo-transaction',
    ];
    const matched = paths.map((path) => matchRoutes(routes, path)?.at(-1)?.route.path);
    expect(matched).toEqual(paths.map((path) => path.slice(1)));
  });
});
