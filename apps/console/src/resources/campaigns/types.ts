import type { ConsoleCampaignRow, ConsolePrizeRow } from '@lendbridge/domain';
import type { RaRecord } from 'react-admin';

/** A row of GET /api/console/campaigns. */
export type CampaignRow = ConsoleCampaignRow & RaRecord;

/** A row of GET /api/console/campaign-prizes. */
export type PrizeRow = ConsolePrizeRow & RaRecord;
