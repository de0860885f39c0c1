import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { documentTitleOf } from '@lendbridge/domain';

/** The path whose page set its own title (a post's, a tab's): the route table leaves it alone. */
let titledByPage: string | null = null;

export const isTitledByPage = (pathname: string): boolean => titledByPage === pathname;

/** Sets the browser tab's text ('<title> | 信橋 LendBridge') and, when given, the meta description. */
export function applyPageMeta(title: string | undefined, description?: string): void {
  document.title = documentTitleOf(title);
  if (description === undefined) return;
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (meta === null) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.append(meta);
  }
  meta.content = description;
}

/**
 * A page's own title over the route table's (see PageMeta), once it is known: the table's runs
 * first on every change of path, the page's after it.
 */
export function usePageTitle(title: string | undefined, description?: string): void {
  const { pathname } = useLocation();
  useEffect(() => {
    if (title === undefined) return;
    titledByPage = pathname;
    applyPageMeta(title, description);
  }, [pathname, title, description]);
}
