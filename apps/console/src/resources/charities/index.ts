import VolunteerActivismIcon from '@mui/icons-material/VolunteerActivism';
import type { ConsoleCharityRow } from '@lendbridge/domain';
import { lazyView } from '../../lazyView';

const CharityList = lazyView(() => import('./CharityViews'), 'CharityList');
const CharityShow = lazyView(() => import('./CharityViews'), 'CharityShow');
const CharityEdit = lazyView(() => import('./CharityViews'), 'CharityEdit');
const CharityCreate = lazyView(() => import('./CharityViews'), 'CharityCreate');

export const charities = {
  list: CharityList,
  show: CharityShow,
  edit: CharityEdit,
  create: CharityCreate,
  icon: VolunteerActivismIcon,
  recordRepresentation: (record: ConsoleCharityRow) => record.name,
};
