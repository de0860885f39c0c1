import EventRepeatIcon from '@mui/icons-material/EventRepeat';
import { CONSOLE_BATCH_RUN_TEXTS } from '@lendbridge/domain';
import { BatchRunList } from './BatchRunList';
import type { BatchRunRow } from './types';

export const batchRuns = {
  list: BatchRunList,
  icon: EventRepeatIcon,
  options: { label: CONSOLE_BATCH_RUN_TEXTS.name },
  recordRepresentation: (record: BatchRunRow) => record.business_date,
};
