import { CONSOLE_CAMPAIGN_TEXTS } from '@lendbridge/domain';
import HistoryIcon from '@mui/icons-material/History';
import { Button } from '@mui/material';
import { Link, useCanAccess, useCreatePath, useRecordContext } from 'react-admin';
import type { RaRecord } from 'react-admin';
import type { CampaignAuditTarget } from '@lendbridge/domain';

/** 變更紀錄: the audit trail of this campaign or promo code, filtered to it. */
export const HistoryButton = ({ target }: { target: CampaignAuditTarget }) => {
  const record = useRecordContext<RaRecord>();
  const createPath = useCreatePath();
  const { canAccess } = useCanAccess({ resource: 'campaign-audit', action: 'list' });
  if (!record || !canAccess) return null;
  const filter = JSON.stringify({ target_type: target, target_id: String(record.id) });
  return (
    <Button
      component={Link}
      to={{ pathname: createPath({ resource: 'campaign-audit', type: 'list' }), search: `?filter=${encodeURIComponent(filter)}` }}
      startIcon={<HistoryIcon />}
      size="small"
    >
      {CONSOLE_CAMPAIGN_TEXTS.history}
    </Button>
  );
};
