import EventIcon from '@mui/icons-material/Event';
import { lazyView } from '../../lazyView';
import type { LectureRecord } from './types';

/** 講座: the seminars of /lectures; admins write them, sales read them. */
export const lectures = {
  list: lazyView(() => import('./LectureList'), 'LectureList'),
  show: lazyView(() => import('./LectureShow'), 'LectureShow'),
  edit: lazyView(() => import('./LectureEdit'), 'LectureEdit'),
  create: lazyView(() => import('./LectureCreate'), 'LectureCreate'),
  icon: EventIcon,
  recordRepresentation: (record: LectureRecord) => record.title,
};
