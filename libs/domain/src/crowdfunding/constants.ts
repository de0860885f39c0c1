/** A crowdfunding project is open for orders until staff finish it. */
export const CROWDFUNDING_STATUSES = ['open', 'finished'] as const;
export type CrowdfundingStatus = (typeof CROWDFUNDING_STATUSES)[number];

/** A standard project (goods delivered per period) or the alumni dinner sign-up (its order adds the dinner's questions). */
export const CROWDFUNDING_KINDS = ['standard', 'alumni_dinner'] as const;
export type CrowdfundingKind = (typeof CROWDFUNDING_KINDS)[number];

/** The blocks of a project's page, in the order staff place them. */
export const CROWDFUNDING_CONTENT_TYPES = ['heading', 'text', 'image'] as const;
export type CrowdfundingContentType = (typeof CROWDFUNDING_CONTENT_TYPES)[number];

/** payment_by of the order form (spec 4): 0 card, 1 balance transfer. */
export const CROWDFUNDING_PAYMENT_BY = { card: 0, balance: 1 } as const;
export type CrowdfundingPaymentBy = (typeof CROWDFUNDING_PAYMENT_BY)[keyof typeof CROWDFUNDING_PAYMENT_BY];

/** The least balance a balance order needs when it does not cover the first period (spec 4: at least 1000). */
export const CROWDFUNDING_BALANCE_MIN = 1000;

/** A balance order waiting for a bank transfer lapses after this many days (spec 8: payment due within three days). */
export const CROWDFUNDING_TRANSFER_DEADLINE_DAYS = 3;

/** A card order waiting for its 3-D Secure step lapses after this many minutes (the step was abandoned). */
export const CROWDFUNDING_CARD_AUTH_MINUTES = 30;

/** The repayments of a crowdfunding investment, 12 a page (spec 9). */
export const CROWDFUNDING_REPAYMENTS_PAGE_SIZE = 12;

/** The longest plan: five years of monthly periods. */
export const CROWDFUNDING_PERIOD_MAX = 60;
/** The most units a plan may offer. */
export const CROWDFUNDING_UNITS_MAX = 100_000;
/** The largest amount of one period. */
export const CROWDFUNDING_AMOUNT_MAX = 10_000_000;

export const CROWDFUNDING_ORDER_STATUSES = ['pending_card', 'pending_transfer', 'paid', 'failed', 'lapsed'] as const;
export type CrowdfundingOrderStatus = (typeof CROWDFUNDING_ORDER_STATUSES)[number];

/** Orders holding a unit of their plan: paid, or waiting for their payment. */
export const CROWDFUNDING_UNIT_HOLDING_STATUSES = ['pending_card', 'pending_transfer', 'paid'] as const satisfies readonly CrowdfundingOrderStatus[];

export const CROWDFUNDING_REPAYMENT_STATUSES = ['paid', 'scheduled', 'cancelled'] as const;
export type CrowdfundingRepaymentStatus = (typeof CROWDFUNDING_REPAYMENT_STATUSES)[number];

export const CROWDFUNDING_DELIVERY_STATUSES = ['preparing', 'shipped', 'received', 'cancelled'] as const;
export type CrowdfundingDeliveryStatus = (typeof CROWDFUNDING_DELIVERY_STATUSES)[number];

/** Days after a period's due date by which its delivery is to be shipped. */
export const CROWDFUNDING_DELIVERY_DEADLINE_DAYS = 14;

/** The alumni dinner's shirt sizes (the sign-up's shirt_size). */
export const ALUMNI_SHIRT_SIZES = ['XS', 'S', 'M', 'L', 'XL', '2XL'] as const;
export type AlumniShirtSize = (typeof ALUMNI_SHIRT_SIZES)[number];

export const CROWDFUNDING_TITLE_MAX_LENGTH = 100;
export const CROWDFUNDING_TEXT_MAX_LENGTH = 5000;
export const CROWDFUNDING_NAME_MAX_LENGTH = 40;
export const CROWDFUNDING_ADDRESS_MAX_LENGTH = 200;
export const CROWDFUNDING_CARRIER_MAX_LENGTH = 40;
export const CROWDFUNDING_DELIVERY_ID_MAX_LENGTH = 60;

/** Where the pages go (spec 2): no plans → the market; after an order → the SME market; after the alumni sign-up → the waiting investments. */
export const CROWDFUNDING_REDIRECTS = {
  noPlans: '/market-place',
  afterOrder: '/market-place/sme',
  afterAlumniSignUp: '/account/lender/investments/waiting',
} as const;

/** The public pages of a project, its investment view and the card return step. */
export const crowdfundingPath = (serial: string): string => `/crowdfunding/${serial}`;
/** Where a project's image block is served (public, only the pictures its page shows). */
/** The public page of a crowdfunding project. */
export const crowdfundingPagePath = (serial: string): string => `/crowdfunding/${encodeURIComponent(serial)}`;

/** How many characters of a project's first text block its card shows. */
export const CROWDFUNDING_SUMMARY_LENGTH = 60;

export const crowdfundingImagePath = (serial: string, uploadId: string): string => `/api/v1/crowdfundings/${serial}/images/${uploadId}`;
export const crowdfundingInvestmentPath = (serial: string): string => `/account/lender/crowdfunding/${serial}`;
export const CROWDFUNDING_CARD_RETURN_PATH = '/crowdfunding/card-return';

/**
 * The sandbox gateway's test cards (documented in docs/decisions.md): each brand approves with its
 * number, 4000000000000002 is declined, 4000000000003220 asks for 3-D Secure. Any other valid number
 * is declined as unknown to the sandbox.
 */
export const SANDBOX_TEST_CARDS = {
  visaApprove: '4111111111111111',
  mastercardApprove: '5555555555554444',
  jcbApprove: '3530111333300000',
  unionpayApprove: '6200000000000005',
  visaDecline: '4000000000000002',
  visa3ds: '4000000000003220',
} as const;

/** The one-time code the sandbox 3-D Secure page accepts (a real issuer sends it by SMS). */
export const SANDBOX_3DS_CODE = '123456';

/** The fields of the console's project form (the record also carries read-only ones). */
export const CROWDFUNDING_PROJECT_FORM_FIELDS = ['title', 'owner_member_serial', 'kind', 'status', 'contents', 'plans'] as const;
export const ALUMNI_ROSTER_FORM_FIELDS = ['project_id', 'student_id', 'academic', 'department', 'name'] as const;
