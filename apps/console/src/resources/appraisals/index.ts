import RateReviewIcon from '@mui/icons-material/RateReview';
import { lazyView } from '../../lazyView';
import type { AppraisalRow } from './types';

const AppraisalList = lazyView(() => import('./AppraisalList'), 'AppraisalList');
const AppraisalShow = lazyView(() => import('./AppraisalShow'), 'AppraisalShow');

export const appraisals = {
  list: AppraisalList,
  show: AppraisalShow,
  icon: RateReviewIcon,
  recordRepresentation: (record: AppraisalRow) => `#${record.id} ${record.type_label}`,
};
