import {
  ALUMNI_ROSTER_FORM_FIELDS,
  CROWDFUNDING_CONTENT_TYPES,
  CROWDFUNDING_CONTENT_TYPE_LABELS,
  CROWDFUNDING_DELIVERY_STATUS_LABELS,
  CROWDFUNDING_KINDS,
  CROWDFUNDING_KIND_LABELS,
  CROWDFUNDING_ORDER_STATUSES,
  CROWDFUNDING_ORDER_STATUS_LABELS,
  CROWDFUNDING_PROJECT_FORM_FIELDS,
  CROWDFUNDING_STATUSES,
  CROWDFUNDING_STATUS_LABELS,
  alumniRosterInputSchema,
  crowdfundingDeliveryUpdateSchema,
  crowdfundingProjectInputSchema,
} from '@lendbridge/domain';
import type {
  ConsoleAlumniRosterRow,
  ConsoleCrowdfundingDeliveryRow,
  ConsoleCrowdfundingOrderRow,
  ConsoleCrowdfundingProjectDetail,
  ConsoleCrowdfundingProjectRow,
} from '@lendbridge/domain';
import { schemaForm } from '../../validation';

export const STATUS_CHOICES = CROWDFUNDING_STATUSES.map((id) => ({ id, name: CROWDFUNDING_STATUS_LABELS[id] }));
export const KIND_CHOICES = CROWDFUNDING_KINDS.map((id) => ({ id, name: CROWDFUNDING_KIND_LABELS[id] }));
export const CONTENT_TYPE_CHOICES = CROWDFUNDING_CONTENT_TYPES.map((id) => ({ id, name: CROWDFUNDING_CONTENT_TYPE_LABELS[id] }));
export const ORDER_STATUS_CHOICES = CROWDFUNDING_ORDER_STATUSES.map((id) => ({ id, name: CROWDFUNDING_ORDER_STATUS_LABELS[id] }));
export const DELIVERY_ACTION_CHOICES = (['shipped', 'cancelled'] as const).map((id) => ({ id, name: CROWDFUNDING_DELIVERY_STATUS_LABELS[id] }));

/** The project form's validate and transform: the shared project schema on the form's own fields. */
export const projectForm = schemaForm(crowdfundingProjectInputSchema, CROWDFUNDING_PROJECT_FORM_FIELDS);
export const rosterForm = schemaForm(alumniRosterInputSchema, ALUMNI_ROSTER_FORM_FIELDS);

/** The delivery form: shipped with the carrier and tracking number, or cancelled alone. */
const deliveryFields = (values: Record<string, unknown>): string[] => (values.status === 'cancelled' ? ['status'] : ['status', 'carrier_code', 'delivery_id']);
export const deliveryForm = {
  validate: (values: Record<string, unknown>) => schemaForm(crowdfundingDeliveryUpdateSchema, deliveryFields(values)).validate(values),
  transform: (values: Record<string, unknown>) => schemaForm(crowdfundingDeliveryUpdateSchema, deliveryFields(values)).transform(values),
};

/** The console's rows as the API answers them. */
export type ProjectRecord = ConsoleCrowdfundingProjectRow & Partial<Pick<ConsoleCrowdfundingProjectDetail, 'plan_units' | 'contents'>>;
export type OrderRecord = ConsoleCrowdfundingOrderRow;
export type DeliveryRecord = ConsoleCrowdfundingDeliveryRow;
export type RosterRecord = ConsoleAlumniRosterRow;
