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

export interface ProjectRecord {
  id: number;
  serial: string;
  title: string;
  kind: string;
  status: string;
  owner_member_serial: string;
  plans_count: number;
  orders_paid: number;
  created_at: string;
  plan_units?: { id: number; title: string; units: number; units_taken: number }[];
  contents?: { type: string; content: string }[];
}

export interface OrderRecord {
  id: number;
  serial: string;
  project_title: string;
  plan_title: string;
  backer_member_serial: string;
  period: number;
  first_period_amount: number;
  later_period_amount: number;
  payment_by: 0 | 1;
  status: keyof typeof CROWDFUNDING_ORDER_STATUS_LABELS;
  pay_deadline: string | null;
  delivery_receiver_name: string;
  delivery_address: string;
  delivery_phone: string;
  vegetable: boolean | null;
  stay_assisted: boolean | null;
  shirt_size: string | null;
  card_masked: string | null;
  card_status: string | null;
  paid_at: string | null;
  created_at: string;
}

export interface DeliveryRecord {
  id: number;
  order_serial: string;
  project_title: string;
  period_no: number;
  deadline: string;
  status: keyof typeof CROWDFUNDING_DELIVERY_STATUS_LABELS;
  carrier_code: string | null;
  delivery_id: string | null;
  receiver: string;
}

export interface RosterRecord {
  id: number;
  project_id: number;
  student_id: string;
  academic: string;
  department: string;
  name: string;
  is_used: boolean;
}
