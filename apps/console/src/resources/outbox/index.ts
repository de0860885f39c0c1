import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import { OutboxList } from './OutboxList';
import { OutboxShow } from './OutboxShow';
import type { OutboxRow } from './types';

export const outbox = {
  list: OutboxList,
  show: OutboxShow,
  icon: EmailOutlinedIcon,
  recordRepresentation: (record: OutboxRow) => `#${record.id}`,
};
