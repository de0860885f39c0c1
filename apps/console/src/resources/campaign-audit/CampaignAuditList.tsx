import {
  CAMPAIGN_AUDIT_ACTIONS,
  CAMPAIGN_AUDIT_ACTION_LABELS,
  CAMPAIGN_AUDIT_TARGETS,
  CAMPAIGN_AUDIT_TARGET_LABELS,
  CONSOLE_CAMPAIGN_AUDIT_TEXTS,
  formatDateTime,
} from '@lendbridge/domain';
import type { GridColDef } from '@mui/x-data-grid';
import { List, SelectInput, TextInput } from 'react-admin';
import { ListDataGrid } from '../../ListDataGrid';
import type { CampaignAuditRow } from './types';

const A = CONSOLE_CAMPAIGN_AUDIT_TEXTS;

const TARGET_CHOICES = CAMPAIGN_AUDIT_TARGETS.map((target) => ({ id: target, name: CAMPAIGN_AUDIT_TARGET_LABELS[target] }));
const ACTION_CHOICES = CAMPAIGN_AUDIT_ACTIONS.map((action) => ({ id: action, name: CAMPAIGN_AUDIT_ACTION_LABELS[action] }));

const filters = [
  <SelectInput key="target_type" source="target_type" choices={TARGET_CHOICES} alwaysOn />,
  <TextInput key="target_id" source="target_id" alwaysOn />,
  <SelectInput key="action" source="action" choices={ACTION_CHOICES} alwaysOn />,
];

const columns: GridColDef<CampaignAuditRow>[] = [
  { field: 'id', width: 80 },
  { field: 'created_at', width: 160, valueFormatter: (value: string) => formatDateTime(value) },
  { field: 'actor_email', width: 200, sortable: false, valueFormatter: (value: string | null) => value ?? A.system },
  { field: 'action_label', width: 120, sortable: false },
  { field: 'target_type_label', width: 110, sortable: false },
  { field: 'target_id', width: 90, sortable: false },
  { field: 'data', flex: 1, minWidth: 320, sortable: false, valueFormatter: (value: Record<string, unknown>) => JSON.stringify(value) },
];

/** 活動變更紀錄: who changed which campaign, prize or promo code, when, and the fields before and after. */
export const CampaignAuditList = () => (
  <List title={A.name} filters={filters} sort={{ field: 'id', order: 'DESC' }} perPage={25} exporter={false} pagination={false} empty={false}>
    <ListDataGrid<CampaignAuditRow> columns={columns} rowClick={false} aria-label={A.name} />
  </List>
);
