import type { ContractSection } from './rules.js';
import type {
  CrowdfundingContentType,
  CrowdfundingDeliveryStatus,
  CrowdfundingKind,
  CrowdfundingOrderStatus,
  CrowdfundingPaymentBy,
  CrowdfundingRepaymentStatus,
  CrowdfundingStatus,
} from './constants.js';

export interface CrowdfundingPlanAnswer {
  id: number;
  title: string;
  rates: { period: number; first_period_amount: number; later_period_amount: number }[];
  tabs: { title: string; content: string }[];
  units: number;
  units_left: number;
}

/** A project as GET /api/v1/crowdfundings lists it: its first words and picture, the least first period and the units left. */
export interface CrowdfundingCard {
  serial: string;
  title: string;
  kind: CrowdfundingKind;
  owner_name: string;
  summary: string;
  image: string | null;
  from_amount: number;
  units_left: number;
}

/** GET /api/v1/crowdfundings/{serial}. */
export interface CrowdfundingDetailAnswer {
  serial: string;
  title: string;
  kind: CrowdfundingKind;
  member_serial: string;
  owner_name: string;
  status: CrowdfundingStatus;
  plans: CrowdfundingPlanAnswer[];
  contents: { type: CrowdfundingContentType; content: string }[];
  can_order: boolean;
  /** Why not, when can_order is false. */
  reason: string | null;
  /** The viewer's cash balance (0 for a visitor). */
  balance: number;
  default_delivery: { name: string; mobile: string; address: string } | null;
  virtual_account: string | null;
  virtual_account_bank_code: string | null;
  business_date: string;
}

export interface CrowdfundingContractAnswer {
  title: string;
  sections: ContractSection[];
  html: string;
}

export interface CrowdfundingPaymentAnswer {
  status: 'approved' | 'declined' | 'requires_3ds' | 'balance' | 'awaiting_transfer';
  reason?: string;
  redirect_url?: string;
  instruction?: string;
}

export interface CrowdfundingOrderAnswer {
  order: {
    serial: string;
    status: CrowdfundingOrderStatus;
    status_label: string;
    payment_by: CrowdfundingPaymentBy;
    first_period_amount: number;
    pay_deadline: string | null;
    project_serial: string;
  };
  payment: CrowdfundingPaymentAnswer;
  message: string;
  redirect: string | null;
}

export interface CrowdfundingRepaymentRow {
  period_no: number;
  due_date: string;
  amount: number;
  status: CrowdfundingRepaymentStatus;
  status_label: string;
  paid_at: string | null;
}

export interface CrowdfundingDeliveryRow {
  id: number;
  period_no: number;
  delivery_id: string | null;
  carrier_code: string | null;
  status: CrowdfundingDeliveryStatus;
  status_label: string;
  deadline: string;
}

/** GET /api/v1/crowdfunding-investments/{serial}. */
export interface CrowdfundingInvestmentAnswer {
  serial: string;
  project_serial: string;
  project_title: string;
  plan_title: string;
  period: number;
  status: CrowdfundingOrderStatus;
  status_label: string;
  payment_by: CrowdfundingPaymentBy;
  first_period_amount: number;
  later_period_amount: number;
  pay_deadline: string | null;
  delivery: { name: string; address: string; phone: string };
  can_change_address: boolean;
  repayments: { data: CrowdfundingRepaymentRow[]; meta: { pagination: { total: number; count: number; per_page: number; current_page: number; total_pages: number } } };
  deliveries: CrowdfundingDeliveryRow[];
  created_at: string;
}
