import { CONSOLE_CAMPAIGN_TEXTS, CONSOLE_PRIZE_TEXTS, ntdText } from '@lendbridge/domain';
import AddIcon from '@mui/icons-material/Add';
import { Button } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { Link, ReferenceManyField, useCanAccess, useCreatePath, useRecordContext } from 'react-admin';
import { ListDataGrid } from '../../ListDataGrid';
import { Missing, Section } from '../../shared/Details';
import { PrizeChanceChart } from './PrizeChanceChart';
import type { CampaignRow, PrizeRow } from './types';

const C = CONSOLE_CAMPAIGN_TEXTS;
const P = CONSOLE_PRIZE_TEXTS;

/** The largest wheel a campaign's page shows whole. */
const PRIZES_PER_PAGE = 100;

const amount = (value: number | null) => (value === null ? '' : ntdText(value));

const columns: GridColDef<PrizeRow>[] = [
  { field: 'position', width: 90 },
  { field: 'name', flex: 1, minWidth: 160 },
  { field: 'type_label', width: 110, sortable: false },
  { field: 'reward_label', width: 130, sortable: false },
  { field: 'chance', width: 150, align: 'right', headerAlign: 'right' },
  { field: 'stock', width: 90, align: 'right', headerAlign: 'right', sortable: false, valueFormatter: (value: number | null) => (value === null ? P.unlimited : String(value)) },
  { field: 'awarded', width: 90, align: 'right', headerAlign: 'right' },
  { field: 'discount_percent', width: 130, align: 'right', headerAlign: 'right', sortable: false, valueFormatter: (value: number | null) => (value === null ? '' : `${value}%`) },
  { field: 'cashback_amount', width: 120, align: 'right', headerAlign: 'right', sortable: false, valueFormatter: amount },
  { field: 'extra_spins', width: 100, align: 'right', headerAlign: 'right', sortable: false },
  { field: 'min_invested', width: 140, align: 'right', headerAlign: 'right', sortable: false, valueFormatter: amount },
];

/** The address of a new prize's form, its campaign filled in. */
const newPrizeSearch = (campaignId: CampaignRow['id']) => `?source=${encodeURIComponent(JSON.stringify({ campaign_id: campaignId }))}`;

/**
 * 獎項: the campaign's prizes in wheel order with the chart of their shares of the wheel; admins
 * add a prize or open one to change it.
 */
export const CampaignPrizes = () => {
  const record = useRecordContext<CampaignRow>();
  const createPath = useCreatePath();
  const { canAccess: canCreate } = useCanAccess({ resource: 'campaign-prizes', action: 'create' });
  const { canAccess: canEdit } = useCanAccess({ resource: 'campaign-prizes', action: 'edit' });
  if (!record) return null;
  const add = canCreate ? (
    <Button
      component={Link}
      to={{ pathname: createPath({ resource: 'campaign-prizes', type: 'create' }), search: newPrizeSearch(record.id) }}
      startIcon={<AddIcon />}
      size="small"
    >
      {C.addPrize}
    </Button>
  ) : null;
  return (
    <Section title={C.prizes} actions={add}>
      <ReferenceManyField
        reference="campaign-prizes"
        target="campaign_id"
        sort={{ field: 'position', order: 'ASC' }}
        perPage={PRIZES_PER_PAGE}
        empty={<Missing>{C.noPrizes}</Missing>}
      >
        <PrizeChanceChart />
        <ListDataGrid<PrizeRow> columns={columns} rowClick={canEdit ? 'edit' : false} aria-label={C.prizes} />
      </ReferenceManyField>
    </Section>
  );
};
