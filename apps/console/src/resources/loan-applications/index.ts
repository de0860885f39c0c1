import AssignmentIcon from '@mui/icons-material/Assignment';
import { lazyView } from '../../lazyView';
import type { LoanApplicationRow } from './types';

const LoanApplicationList = lazyView(() => import('./LoanApplicationList'), 'LoanApplicationList');
const LoanApplicationShow = lazyView(() => import('./LoanApplicationShow'), 'LoanApplicationShow');

export const loanApplications = {
  list: LoanApplicationList,
  show: LoanApplicationShow,
  icon: AssignmentIcon,
  recordRepresentation: (record: LoanApplicationRow) => record.serial,
};
