/** Checkout shows a 全部同意 box for the contracts once the order holds more than this many loans (spec 5). */
export const CHECKOUT_CHECK_ALL_ABOVE = 5;

/** Paying an order from the virtual account balance needs at least this much balance (spec 5 and 9). */
export const CHECKOUT_BALANCE_PAYMENT_MIN = 1000;

/** The ways an order is paid: from the balance now, or by a transfer into the virtual account first. */
export const CHECKOUT_PAYMENT_METHODS = ['balance', 'deposit'] as const;
export type CheckoutPaymentMethod = (typeof CHECKOUT_PAYMENT_METHODS)[number];

/** The steps of checkout: two when the balance pays, three when a deposit is needed first (spec 2). */
export const CHECKOUT_STEPS = ['contracts', 'deposit', 'transfer_complete', 'complete'] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

/** The confirmations an order may need besides the contracts, in the order they are asked. */
export const CHECKOUT_CONFIRMATIONS = ['no_protection', 'student_project', 'collateral'] as const;
export type CheckoutConfirmation = (typeof CHECKOUT_CONFIRMATIONS)[number];

/** The order body field that carries each confirmation. */
export const CHECKOUT_CONFIRMATION_FIELDS = {
  no_protection: 'no_protection_accepted',
  student_project: 'student_project_accepted',
  collateral: 'collateral_contract_accepted',
} as const satisfies Record<CheckoutConfirmation, string>;

/** Application types whose loans are backed by a collateral (pawn projects and realty). */
export const CHECKOUT_COLLATERAL_APP_TYPES = ['pawn_project', 'realty'] as const;

/** Application types that are the student project (學霸專案). */
export const CHECKOUT_STUDENT_PROJECT_APP_TYPES = ['student'] as const;

/** The code of the 409 answered when loans of the order changed since the cart was read. */
export const CHECKOUT_CART_CHANGED_CODE = 'CART_CHANGED';

/** The code of the 409 a deposit order's payment gets once the order no longer waits for it. */
export const CHECKOUT_ORDER_NOT_PENDING_CODE = 'ORDER_NOT_PENDING';

export const ORDERS_API_PATH = '/api/v1/orders';

/** The lender's investment lists; the tab is the last path segment (/all is the bare path). */
export const LENDER_INVESTMENTS_PATH = '/account/lender/investments';
export const LENDER_INVESTMENT_TABS = ['all', 'waiting', 'active', 'closed'] as const;
export type LenderInvestmentTab = (typeof LENDER_INVESTMENT_TABS)[number];
export const LENDER_INVESTMENT_DEFAULT_TAB: LenderInvestmentTab = 'all';

/** Columns the investment list sorts by on the server. */
export const LENDER_INVESTMENT_ORDER_FIELDS = ['created_at', 'amount', 'apr', 'period'] as const;
export type LenderInvestmentOrderField = (typeof LENDER_INVESTMENT_ORDER_FIELDS)[number];

/** The query-string keys of the list's filters, as the API reads them. */
export const LENDER_INVESTMENT_FILTER_KEYS = { type: 'filters[app_type]', status: 'filters[status]' } as const;

/** The type of crowdfunding rows in the investment list (spec 2); loans carry their application type. */
export const LENDER_INVESTMENT_CROWDFUNDING_TYPE = 'crowdfunding';
