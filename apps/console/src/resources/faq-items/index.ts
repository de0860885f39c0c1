import QuizIcon from '@mui/icons-material/Quiz';
import { lazyView } from '../../lazyView';
import type { FaqItemRecord } from './types';

/** 常見問題: the FAQ's questions with their feedback; admins write them, sales read them. */
export const faqItems = {
  list: lazyView(() => import('./FaqItemList'), 'FaqItemList'),
  show: lazyView(() => import('./FaqItemShow'), 'FaqItemShow'),
  edit: lazyView(() => import('./FaqItemEdit'), 'FaqItemEdit'),
  create: lazyView(() => import('./FaqItemCreate'), 'FaqItemCreate'),
  icon: QuizIcon,
  recordRepresentation: (record: FaqItemRecord) => record.question,
};
