import AssignmentIcon from '@mui/icons-material/Assignment';
import { lazyView } from '../../lazyView';

const FarmGacpRecordList = lazyView(() => import('./FarmGacpRecordList'), 'FarmGacpRecordList');

export const farmGacpRecords = {
  list: FarmGacpRecordList,
  icon: AssignmentIcon,
};
