import {
  CAMPAIGN_AUDIENCES,
  CAMPAIGN_AUDIENCE_LABELS,
  CAMPAIGN_KINDS,
  CAMPAIGN_KIND_LABELS,
  CAMPAIGN_STATES,
  CAMPAIGN_STATE_LABELS,
} from '@lendbridge/domain';
import type { Choice } from '../../choices';

export const CAMPAIGN_KIND_CHOICES: Choice[] = CAMPAIGN_KINDS.map((kind) => ({ id: kind, name: CAMPAIGN_KIND_LABELS[kind] }));
export const CAMPAIGN_AUDIENCE_CHOICES: Choice[] = CAMPAIGN_AUDIENCES.map((audience) => ({ id: audience, name: CAMPAIGN_AUDIENCE_LABELS[audience] }));
export const CAMPAIGN_STATE_CHOICES: Choice[] = CAMPAIGN_STATES.map((state) => ({ id: state, name: CAMPAIGN_STATE_LABELS[state] }));
