import type { ConsoleCampaignAuditRow } from '@lendbridge/domain';
import type { RaRecord } from 'react-admin';

/** A row of GET /api/console/campaign-audit. */
export type CampaignAuditRow = ConsoleCampaignAuditRow & RaRecord;
