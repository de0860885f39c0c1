import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import { lazyView } from '../../lazyView';
import type { PromoCodeRow } from './types';

const PromoCodeList = lazyView(() => import('./PromoCodeList'), 'PromoCodeList');
const PromoCodeShow = lazyView(() => import('./PromoCodeShow'), 'PromoCodeShow');
const PromoCodeEdit = lazyView(() => import('./PromoCodeEdit'), 'PromoCodeEdit');
const PromoCodeCreate = lazyView(() => import('./PromoCodeCreate'), 'PromoCodeCreate');

export const promoCodes = {
  list: PromoCodeList,
  show: PromoCodeShow,
  edit: PromoCodeEdit,
  create: PromoCodeCreate,
  icon: LocalOfferIcon,
  recordRepresentation: (record: PromoCodeRow) => record.code,
};
