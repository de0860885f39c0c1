import type { CrowdfundingDeliveryStatus, CrowdfundingKind, CrowdfundingOrderStatus, CrowdfundingPaymentBy, CrowdfundingStatus } from './constants.js';

/**
 * The crowdfunding console's rows. `At` is how an instant travels: a Date where the API reads it
 * from the database, ISO text in the JSON the console reads.
 */
export interface ConsoleCrowdfundingProjectRow<At = string> {
  id: number;
  serial: string;
  title: string;
  kind: CrowdfundingKind;
  status: CrowdfundingStatus;
  owner_member_serial: string;
  plans_count: number;
  orders_paid: number;
  created_at: At;
}

/** A project as the console's form edits it: its page blocks and plans, and each plan's units taken beside. */
export interface ConsoleCrowdfundingProjectDetail<At = string> extends ConsoleCrowdfundingProjectRow<At> {
  contents: { type: string; content: string }[];
  plan_units: { id: number; title: string; units: number; units_taken: number }[];
}

export interface ConsoleCrowdfundingOrderRow<At = string> {
  id: number;
  serial: string;
  project_id: number;
  project_title: string;
  plan_title: string;
  backer_member_serial: string;
  period: number;
  first_period_amount: number;
  later_period_amount: number;
  payment_by: CrowdfundingPaymentBy;
  status: CrowdfundingOrderStatus;
  pay_deadline: At | null;
  delivery_receiver_name: string;
  delivery_address: string;
  delivery_phone: string;
  vegetable: boolean | null;
  stay_assisted: boolean | null;
  shirt_size: string | null;
  card_masked: string | null;
  card_status: string | null;
  paid_at: At | null;
  created_at: At;
}

export interface ConsoleCrowdfundingDeliveryRow<At = string> {
  id: number;
  order_id: number;
  order_serial: string;
  project_title: string;
  period_no: number;
  deadline: string;
  status: CrowdfundingDeliveryStatus;
  carrier_code: string | null;
  delivery_id: string | null;
  receiver: string;
  shipped_at: At | null;
  received_at: At | null;
}

export interface ConsoleAlumniRosterRow {
  id: number;
  project_id: number;
  student_id: string;
  academic: string;
  department: string;
  name: string;
  is_used: boolean;
}
