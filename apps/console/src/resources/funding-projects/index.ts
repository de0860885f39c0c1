import VolunteerActivismIcon from '@mui/icons-material/VolunteerActivism';
import { lazyView } from '../../lazyView';
import type { FundingProjectRow } from './types';

const FundingProjectList = lazyView(() => import('./FundingProjectList'), 'FundingProjectList');
const FundingProjectShow = lazyView(() => import('./FundingProjectShow'), 'FundingProjectShow');
const FundingProjectEdit = lazyView(() => import('./FundingProjectEdit'), 'FundingProjectEdit');
const FundingProjectCreate = lazyView(() => import('./FundingProjectCreate'), 'FundingProjectCreate');

export const fundingProjects = {
  list: FundingProjectList,
  show: FundingProjectShow,
  edit: FundingProjectEdit,
  create: FundingProjectCreate,
  icon: VolunteerActivismIcon,
  recordRepresentation: (record: FundingProjectRow) => record.title,
};
