import { useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { MARKET_DEFAULT_TAB, isMarketTab, parseMarketQuery, toMarketQueryString } from '@lendbridge/domain';
import type { MarketListQuery, MarketTab } from '@lendbridge/domain';

export const MARKET_PATH = '/market-place';

/** The path of a tab's list. */
export const marketTabPath = (tab: MarketTab): string => `${MARKET_PATH}/${tab}`;

/**
 * The tab a list path names: /market-place is the credit market; undefined for a path that is not
 * a market list (an unknown tab).
 */
export const tabOfPath = (pathname: string): MarketTab | undefined => {
  const rest = pathname.replace(/\/+$/, '').slice(MARKET_PATH.length).replace(/^\//, '');
  if (rest === '') return MARKET_DEFAULT_TAB;
  return isMarketTab(rest) ? rest : undefined;
};

export interface MarketLocation {
  pathname: string;
  search: string;
}

export interface MarketQueryState {
  tab: MarketTab;
  query: MarketListQuery;
  /** The query string the list asks the API with (and keeps in the URL). */
  queryString: string;
  setQuery: (next: MarketListQuery) => void;
  setTab: (tab: MarketTab) => void;
}

/**
 * A market list's state in its URL: the tab in the path; page, order_by, order_dir, source,
 * pawn_tab and filters[...] in the query string, read back through libs/domain parseMarketQuery,
 * which keeps only valid values (the rules useListQueryState applies to other lists). It reads a
 * given location, so the list can stay behind a loan detail opened as a modal.
 */
export function useMarketQuery(location: MarketLocation, tab: MarketTab): MarketQueryState {
  const navigate = useNavigate();
  const query = useMemo(
    () => parseMarketQuery(Object.fromEntries(new URLSearchParams(location.search)), tab).query,
    [location.search, tab],
  );
  const queryString = useMemo(() => toMarketQueryString(query, tab), [query, tab]);

  const setQuery = useCallback(
    (next: MarketListQuery) => {
      const text = toMarketQueryString(next, tab);
      navigate(`${marketTabPath(tab)}${text === '' ? '' : `?${text}`}`);
    },
    [navigate, tab],
  );

  /** A new tab starts on page 1 without sort or filters; the chosen source stays. */
  const setTab = useCallback(
    (next: MarketTab) => {
      navigate(`${marketTabPath(next)}${query.source === 'complex' ? '' : `?source=${query.source}`}`);
    },
    [navigate, query.source],
  );

  return { tab, query, queryString, setQuery, setTab };
}
