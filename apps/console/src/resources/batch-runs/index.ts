import EventRepeatIcon from '@mui/icons-material/EventRepeat';
import { CONSOLE_BATCH_RUN_TEXTS } from '@lendbridge/domain';
import { lazyView } from '../../lazyView';
import type { BatchRunRow } from './types';

const BatchRunList = lazyView(() => import('./BatchRunList'), 'BatchRunList');

export const batchRuns = {
  list: BatchRunList,
  icon: EventRepeatIcon,
  options: { label: CONSOLE_BATCH_RUN_TEXTS.name },
  recordRepresentation: (record: BatchRunRow) => record.business_date,
};
