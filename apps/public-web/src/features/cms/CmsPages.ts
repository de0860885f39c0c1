/** The CMS pages, loaded together as one chunk when the first of them renders (App.tsx). */
export { CmsPage } from './CmsPage';
export { CmsPostPage } from './CmsPostPage';
