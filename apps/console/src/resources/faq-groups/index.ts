import FolderIcon from '@mui/icons-material/Folder';
import { lazyView } from '../../lazyView';
import type { FaqGroupRecord } from './types';

/** 常見問題分類: the FAQ's groups; admins write them, sales read them. */
export const faqGroups = {
  list: lazyView(() => import('./FaqGroupList'), 'FaqGroupList'),
  show: lazyView(() => import('./FaqGroupShow'), 'FaqGroupShow'),
  edit: lazyView(() => import('./FaqGroupEdit'), 'FaqGroupEdit'),
  create: lazyView(() => import('./FaqGroupCreate'), 'FaqGroupCreate'),
  icon: FolderIcon,
  recordRepresentation: (record: FaqGroupRecord) => record.name,
};
