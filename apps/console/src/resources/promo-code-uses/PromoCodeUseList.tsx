import { CONSOLE_PROMO_CODE_TEXTS } from '@lendbridge/domain';
import { List, SearchInput } from 'react-admin';
import { ListDataGrid } from '../../ListDataGrid';
import { USE_COLUMNS } from '../promo-codes/PromoCodeUses';
import type { PromoCodeUseRow } from '../promo-codes/types';

const filters = [<SearchInput key="q" source="q" alwaysOn placeholder={CONSOLE_PROMO_CODE_TEXTS.usesSearch} />];

/** 優惠碼使用紀錄: every order that used a promo code, newest first, searched by code, member or order serial. */
export const PromoCodeUseList = () => (
  <List title={CONSOLE_PROMO_CODE_TEXTS.usesName} filters={filters} sort={{ field: 'id', order: 'DESC' }} perPage={25} exporter={false} pagination={false} empty={false}>
    <ListDataGrid<PromoCodeUseRow> columns={USE_COLUMNS} rowClick={false} aria-label={CONSOLE_PROMO_CODE_TEXTS.usesName} />
  </List>
);
