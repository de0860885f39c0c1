import ArticleIcon from '@mui/icons-material/Article';
import { lazyView } from '../../lazyView';
import type { CmsPostRecord } from './types';

/** CMS 文章: the posts of /cms/{tab}; admins write them, sales read them. */
export const cmsPosts = {
  list: lazyView(() => import('./CmsPostList'), 'CmsPostList'),
  show: lazyView(() => import('./CmsPostShow'), 'CmsPostShow'),
  edit: lazyView(() => import('./CmsPostEdit'), 'CmsPostEdit'),
  create: lazyView(() => import('./CmsPostCreate'), 'CmsPostCreate'),
  icon: ArticleIcon,
  recordRepresentation: (record: CmsPostRecord) => record.title,
};
