import { CONSOLE_PROMO_CODE_TEXTS, formatDateTime, ntdText } from '@lendbridge/domain';
import type { GridColDef } from '@mui/x-data-grid';
import { ReferenceManyField, useRecordContext } from 'react-admin';
import { ListDataGrid } from '../../ListDataGrid';
import { EMPTY, Missing, Section } from '../../shared/Details';
import type { PromoCodeRow, PromoCodeUseRow } from './types';

const PC = CONSOLE_PROMO_CODE_TEXTS;

/** The columns of a promo code's uses, here and in the list of every use. */
export const USE_COLUMNS: GridColDef<PromoCodeUseRow>[] = [
  { field: 'id', width: 70 },
  { field: 'code', width: 160 },
  { field: 'member_serial', width: 130, sortable: false },
  { field: 'order_serial', width: 150, sortable: false },
  { field: 'discount_percent', width: 130, align: 'right', headerAlign: 'right', sortable: false, valueFormatter: (value: number | null) => (value === null ? '' : `${value}%`) },
  { field: 'cashback_amount', width: 120, align: 'right', headerAlign: 'right', sortable: false, valueFormatter: (value: number | null) => (value === null ? '' : ntdText(value)) },
  { field: 'cashback_paid_at', width: 160, sortable: false, valueFormatter: (value: string | null) => formatDateTime(value) },
  { field: 'created_at', width: 160, valueFormatter: (value: string) => formatDateTime(value) },
];

/** 使用紀錄: the orders that used this promo code, newest first. */
export const PromoCodeUses = () => {
  const record = useRecordContext<PromoCodeRow>();
  if (!record) return null;
  return (
    <Section title={PC.usesTitle}>
      <ReferenceManyField
        reference="promo-code-uses"
        target="promo_code_id"
        sort={{ field: 'id', order: 'DESC' }}
        perPage={25}
        empty={<Missing>{EMPTY}</Missing>}
      >
        <ListDataGrid<PromoCodeUseRow> columns={USE_COLUMNS} rowClick={false} aria-label={PC.usesTitle} />
      </ReferenceManyField>
    </Section>
  );
};
