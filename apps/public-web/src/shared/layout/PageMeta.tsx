import { useEffect } from 'react';
import { matchRoutes, useLocation } from 'react-router-dom';
import { PAGE_META, SITE_DESCRIPTION } from '@lendbridge/domain';
import type { PagePattern } from '@lendbridge/domain';
import { applyPageMeta, isTitledByPage } from './pageTitle';

const PATTERNS = Object.keys(PAGE_META).map((path) => ({ path: path as PagePattern }));

/** The table's entry of a path, the router's ranking choosing among the patterns that match it. */
export const pageMetaOf = (pathname: string) => {
  const pattern = matchRoutes(PATTERNS, pathname)?.[0]?.route.path;
  return pattern === undefined ? undefined : PAGE_META[pattern];
};

/**
 * Sets the document's title and meta description from the current route (libs/domain's page
 * table). Mounted once in the layout, loaded beside the first page rather than with it.
 */
export function PageMeta() {
  const { pathname } = useLocation();
  useEffect(() => {
    if (isTitledByPage(pathname)) return;
    const meta = pageMetaOf(pathname);
    applyPageMeta(meta?.title, meta?.description ?? SITE_DESCRIPTION);
  }, [pathname]);
  return null;
}
