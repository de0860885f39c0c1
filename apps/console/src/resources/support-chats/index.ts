import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import { lazyView } from '../../lazyView';
import type { SupportChatRow } from './types';

const SupportChatList = lazyView(() => import('./SupportChatList'), 'SupportChatList');
const SupportChatShow = lazyView(() => import('./SupportChatShow'), 'SupportChatShow');

export const supportChats = {
  list: SupportChatList,
  show: SupportChatShow,
  icon: SupportAgentIcon,
  recordRepresentation: (record: SupportChatRow) => `#${record.id} ${record.subject}`,
};
