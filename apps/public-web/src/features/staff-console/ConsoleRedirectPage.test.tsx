import { render, screen, waitFor } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { APPRAISE_MARKET_PATH, PAWNSHOP_MARKET_PATH, STAFF_CONSOLE_TEXTS, appraiseDetailPath, pawnCasePath } from '@lendbridge/domain';
import { routes } from '../../app/App';
import { AppProviders } from '../../app/providers';
import { mockFetch } from '../../test/fetchMock';
import { STATUSES, createTestQueryClient } from '../../test/render';

const realLocation = Object.getOwnPropertyDescriptor(globalThis, 'location');
afterEach(() => {
  if (realLocation) Object.defineProperty(globalThis, 'location', realLocation);
});

/** Opens a public address and answers where the page sent the browser (window.location.replace). */
const leaveFrom = async (url: string): Promise<string> => {
  mockFetch();
  const replace = vi.fn<(to: string) => void>();
  Object.defineProperty(globalThis, 'location', { value: { ...window.location, replace }, configurable: true, writable: true });
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  render(
    <AppProviders initialStatus={STATUSES.loggedIn} queryClient={createTestQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  const link = await screen.findByRole('link', { name: STAFF_CONSOLE_TEXTS.link });
  await waitFor(() => expect(replace).toHaveBeenCalledTimes(1));
  const [to] = replace.mock.calls[0] ?? [];
  expect(link.getAttribute('href')).toBe(to);
  return to ?? '';
};

/** The list filter of a console address (#/resource?filter=...). */
const filterOf = (to: string): unknown => JSON.parse(new URLSearchParams(to.split('?')[1] ?? '').get('filter') ?? 'null');

describe('the staff marketplaces’ public addresses', () => {
  it('lead the pawnshop marketplace to the console’s pawn cases', async () => {
    expect(await leaveFrom(PAWNSHOP_MARKET_PATH)).toBe('/console/#/pawn-cases');
  });

  it('lead a pawn case’s address to the marketplace tab searched for its serial', async () => {
    const to = await leaveFrom(pawnCasePath('P2026030100001'));
    expect(to.startsWith('/console/#/pawn-cases?')).toBe(true);
    expect(filterOf(to)).toEqual({ list: 'market', q: 'P2026030100001' });
  });

  it('lead the appraiser marketplace to the console’s appraisals', async () => {
    expect(await leaveFrom(APPRAISE_MARKET_PATH)).toBe('/console/#/appraisals');
  });

  it('lead an appraisal item’s address to the item in the console', async () => {
    expect(await leaveFrom(appraiseDetailPath(12))).toBe('/console/#/appraisals/12/show');
  });
});
