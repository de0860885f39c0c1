import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import { lazyView } from '../../lazyView';
import type { OutboxRow } from './types';

const OutboxList = lazyView(() => import('./OutboxList'), 'OutboxList');
const OutboxShow = lazyView(() => import('./OutboxShow'), 'OutboxShow');

export const outbox = {
  list: OutboxList,
  show: OutboxShow,
  icon: EmailOutlinedIcon,
  recordRepresentation: (record: OutboxRow) => `#${record.id}`,
};
