import { lazy } from 'react';
import type { ComponentType } from 'react';

/**
 * A resource view (list, show, edit, create) or the dashboard as its own chunk, loaded when its page
 * first renders (react-admin's layout shows its loading indicator meanwhile), so the console's first
 * page carries none of the others. `name` is the view's named export in its module.
 */
export const lazyView = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazy(() => load().then((module) => ({ default: module[name] })));
