import FeedbackIcon from '@mui/icons-material/Feedback';
import { lazyView } from '../../lazyView';

/** 問題意見: the visitors' scores and comments on the FAQ items, read only. */
export const faqFeedback = {
  list: lazyView(() => import('./FaqFeedbackList'), 'FaqFeedbackList'),
  show: lazyView(() => import('./FaqFeedbackShow'), 'FaqFeedbackShow'),
  icon: FeedbackIcon,
};
