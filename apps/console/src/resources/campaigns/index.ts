import CampaignIcon from '@mui/icons-material/Campaign';
import { lazyView } from '../../lazyView';
import type { CampaignRow } from './types';

const CampaignList = lazyView(() => import('./CampaignList'), 'CampaignList');
const CampaignShow = lazyView(() => import('./CampaignShow'), 'CampaignShow');
const CampaignEdit = lazyView(() => import('./CampaignEdit'), 'CampaignEdit');
const CampaignCreate = lazyView(() => import('./CampaignCreate'), 'CampaignCreate');

export const campaigns = {
  list: CampaignList,
  show: CampaignShow,
  edit: CampaignEdit,
  create: CampaignCreate,
  icon: CampaignIcon,
  recordRepresentation: (record: CampaignRow) => record.title,
};
