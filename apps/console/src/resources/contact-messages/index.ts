import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import { lazyView } from '../../lazyView';
import type { ContactMessageRecord } from './types';

/** 聯絡我們訊息: admins and sales read the contact form's messages with their files and answer them by e-mail. */
export const contactMessages = {
  list: lazyView(() => import('./ContactMessageList'), 'ContactMessageList'),
  show: lazyView(() => import('./ContactMessageShow'), 'ContactMessageShow'),
  icon: EmailOutlinedIcon,
  recordRepresentation: (record: ContactMessageRecord) => `${record.name} <${record.email}>`,
};
