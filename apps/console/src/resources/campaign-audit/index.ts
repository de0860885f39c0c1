import ManageHistoryIcon from '@mui/icons-material/ManageHistory';
import { lazyView } from '../../lazyView';

const CampaignAuditList = lazyView(() => import('./CampaignAuditList'), 'CampaignAuditList');

export const campaignAudit = {
  list: CampaignAuditList,
  icon: ManageHistoryIcon,
};
