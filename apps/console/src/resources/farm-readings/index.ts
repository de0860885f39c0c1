import SensorsIcon from '@mui/icons-material/Sensors';
import { lazyView } from '../../lazyView';

const FarmReadingList = lazyView(() => import('./FarmReadingList'), 'FarmReadingList');

export const farmReadings = {
  list: FarmReadingList,
  icon: SensorsIcon,
};
