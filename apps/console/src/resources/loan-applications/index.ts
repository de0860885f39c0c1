import AssignmentIcon from '@mui/icons-material/Assignment';
import { LoanApplicationList } from './LoanApplicationList';
import { LoanApplicationShow } from './LoanApplicationShow';
import type { LoanApplicationRow } from './types';

export const loanApplications = {
  list: LoanApplicationList,
  show: LoanApplicationShow,
  icon: AssignmentIcon,
  recordRepresentation: (record: LoanApplicationRow) => record.serial,
};
