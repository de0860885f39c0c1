import StorefrontIcon from '@mui/icons-material/Storefront';
import { lazyView } from '../../lazyView';
import type { PawnCaseRecord } from './types';

const PawnCaseList = lazyView(() => import('./PawnCaseList'), 'PawnCaseList');
const PawnCaseShow = lazyView(() => import('./PawnCaseShow'), 'PawnCaseShow');

export const pawnCases = {
  list: PawnCaseList,
  show: PawnCaseShow,
  icon: StorefrontIcon,
  recordRepresentation: (record: PawnCaseRecord) => record.serial,
};
