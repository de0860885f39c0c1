import ChatBubbleIcon from '@mui/icons-material/ChatBubble';
import { lazyView } from '../../lazyView';
import type { ChatGreetingRecord } from './types';

/** 客服招呼語: the chat widget's greetings by weekday and time; admins write them, sales read them. */
export const chatGreetings = {
  list: lazyView(() => import('./ChatGreetingList'), 'ChatGreetingList'),
  show: lazyView(() => import('./ChatGreetingShow'), 'ChatGreetingShow'),
  edit: lazyView(() => import('./ChatGreetingEdit'), 'ChatGreetingEdit'),
  create: lazyView(() => import('./ChatGreetingCreate'), 'ChatGreetingCreate'),
  icon: ChatBubbleIcon,
  recordRepresentation: (record: ChatGreetingRecord) => record.title,
};
