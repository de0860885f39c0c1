import AutoStoriesIcon from '@mui/icons-material/AutoStories';
import { lazyView } from '../../lazyView';
import type { StoryRecord } from './types';

/** 使用者故事: the homepage's story wall; admins write it, sales read it. */
export const stories = {
  list: lazyView(() => import('./StoryList'), 'StoryList'),
  show: lazyView(() => import('./StoryShow'), 'StoryShow'),
  edit: lazyView(() => import('./StoryEdit'), 'StoryEdit'),
  create: lazyView(() => import('./StoryCreate'), 'StoryCreate'),
  icon: AutoStoriesIcon,
  recordRepresentation: (record: StoryRecord) => record.title,
};
