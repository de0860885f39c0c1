import CasinoIcon from '@mui/icons-material/Casino';
import { lazyView } from '../../lazyView';

const CampaignSpinList = lazyView(() => import('./CampaignSpinList'), 'CampaignSpinList');

export const campaignSpins = {
  list: CampaignSpinList,
  icon: CasinoIcon,
};
