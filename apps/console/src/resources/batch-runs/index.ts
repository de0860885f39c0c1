import EventRepeatIcon from '@mui/icons-material/EventRepeat';
import { lazyView } from '../../lazyView';
import type { BatchRunRow } from './types';

const BatchRunList = lazyView(() => import('./BatchRunList'), 'BatchRunList');

export const batchRuns = {
  list: BatchRunList,
  icon: EventRepeatIcon,
  recordRepresentation: (record: BatchRunRow) => record.business_date,
};
