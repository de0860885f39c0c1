import AgricultureIcon from '@mui/icons-material/Agriculture';
import type { ConsoleFarmRow } from '@lendbridge/domain';
import { lazyView } from '../../lazyView';

const FarmList = lazyView(() => import('./FarmList'), 'FarmList');
const FarmShow = lazyView(() => import('./FarmShow'), 'FarmShow');
const FarmEdit = lazyView(() => import('./FarmEdit'), 'FarmEdit');
const FarmCreate = lazyView(() => import('./FarmCreate'), 'FarmCreate');

export const farms = {
  list: FarmList,
  show: FarmShow,
  edit: FarmEdit,
  create: FarmCreate,
  icon: AgricultureIcon,
  recordRepresentation: (record: ConsoleFarmRow) => `${record.no} ${record.name}`,
};
