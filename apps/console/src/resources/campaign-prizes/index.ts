import { lazyView } from '../../lazyView';
import type { PrizeRow } from '../campaigns/types';

const PrizeCreate = lazyView(() => import('./PrizeCreate'), 'PrizeCreate');
const PrizeEdit = lazyView(() => import('./PrizeEdit'), 'PrizeEdit');

/** Prizes have their forms only: they are listed on their campaign's page. */
export const campaignPrizes = {
  create: PrizeCreate,
  edit: PrizeEdit,
  recordRepresentation: (record: PrizeRow) => record.name,
};
