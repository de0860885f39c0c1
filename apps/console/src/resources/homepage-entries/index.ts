import ViewCarouselIcon from '@mui/icons-material/ViewCarousel';
import { lazyView } from '../../lazyView';
import type { HomepageEntryRecord } from './types';

/** 首頁版位: the homepage's carousel slides, auto-popup and jumbotron; admins write them, sales read them. */
export const homepageEntries = {
  list: lazyView(() => import('./HomepageEntryList'), 'HomepageEntryList'),
  show: lazyView(() => import('./HomepageEntryShow'), 'HomepageEntryShow'),
  edit: lazyView(() => import('./HomepageEntryEdit'), 'HomepageEntryEdit'),
  create: lazyView(() => import('./HomepageEntryCreate'), 'HomepageEntryCreate'),
  icon: ViewCarouselIcon,
  recordRepresentation: (record: HomepageEntryRecord) => record.title,
};
