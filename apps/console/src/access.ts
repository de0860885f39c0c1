import type { StaffRole } from '@lendbridge/domain';

export const CONSOLE_RESOURCES = [
  'members',
  'outbox',
  'bank-codes',
  'loan-applications',
  'deposits',
  'withdrawals',
  'loans',
  'legal-collections',
  'batch-runs',
  'appraisals',
  'pawn-cases',
  'vehicle-catalogue',
  'campaigns',
  'campaign-prizes',
  'promo-codes',
  'promo-code-uses',
  'campaign-spins',
  'campaign-cashback',
  'campaign-audit',
  'charities',
  'crowdfunding-projects',
  'crowdfunding-orders',
  'crowdfunding-deliveries',
  'crowdfunding-alumni-roster',
  'funding-projects',
  'farms',
  'farm-readings',
  'farm-gacp-records',
  'myshop',
  'shop-products',
  'shop-orders',
  'shop-bookings',
  'shop-deliveries',
  'support-chats',
  'contact-messages',
  'cms-posts',
  'lectures',
  'homepage-entries',
  'stories',
  'chat-greetings',
  'faq-groups',
  'faq-items',
  'faq-feedback',
] as const;
export type ConsoleResource = (typeof CONSOLE_RESOURCES)[number];

/**
 * Actions react-admin asks about (list, show, edit, create) and the console's own: verify (members),
 * review and assign (loan applications), grant (tickets of a campaign), key (a farm's ingestion key).
 */
export type ConsoleAction = 'list' | 'show' | 'edit' | 'create' | 'verify' | 'review' | 'assign' | 'grant' | 'key';

/** Which staff role may do what on each resource; anything not listed is refused. */
export const RESOURCE_ACCESS: Record<ConsoleResource, Partial<Record<StaffRole, readonly ConsoleAction[]>>> = {
  members: {
    admin: ['list', 'show', 'verify'],
    sales: ['list', 'show'],
  },
  outbox: {
    admin: ['list', 'show'],
  },
  'bank-codes': {
    admin: ['list', 'edit', 'create'],
  },
  /** assign: attaching a sales person's code to a submitted application (admins only). */
  'loan-applications': {
    admin: ['list', 'show', 'review', 'assign'],
    sales: ['list', 'show'],
  },
  deposits: {
    admin: ['list', 'create'],
  },
  /** edit: bulk payout of pending requests and refusal with a reason. */
  withdrawals: {
    admin: ['list', 'edit'],
  },
  /** edit: disbursement (撥款) of funded loans; show: the loan's page with its listing extras. */
  loans: {
    admin: ['list', 'edit', 'show'],
  },
  /** edit: advancing a request to its next stage (推進進度). */
  'legal-collections': {
    admin: ['list', 'show', 'edit'],
  },
  /** edit: the comment that appraises an item (one per item). */
  appraisals: {
    appraiser: ['list', 'show', 'edit'],
    admin: ['list', 'show', 'edit'],
  },
  /** edit: the operator's order, terms and investment of a case; admins read the cases only. */
  'pawn-cases': {
    pawnshop_operator: ['list', 'show', 'edit'],
    admin: ['list', 'show'],
  },
  /** edit: running the daily batch of a business date and moving the business clock forward. */
  'batch-runs': {
    admin: ['list', 'edit'],
  },
  /** create: importing a spreadsheet of vehicles and their new prices. */
  'vehicle-catalogue': {
    admin: ['list', 'create'],
  },
  /** Admins make and change campaigns (their budget moves money) and grant tickets; sales read them. */
  campaigns: {
    admin: ['list', 'show', 'edit', 'create', 'grant'],
    sales: ['list', 'show'],
  },
  /** Prizes are listed on their campaign's page; only their forms are pages of their own. */
  'campaign-prizes': {
    admin: ['edit', 'create'],
  },
  'promo-codes': {
    admin: ['list', 'show', 'edit', 'create'],
    sales: ['list', 'show'],
  },
  'promo-code-uses': {
    admin: ['list'],
    sales: ['list'],
  },
  'campaign-spins': {
    admin: ['list'],
    sales: ['list'],
  },
  'campaign-cashback': {
    admin: ['list'],
    sales: ['list'],
  },
  'campaign-audit': {
    admin: ['list'],
    sales: ['list'],
  },
  /** The charities a farmer order's e-invoice may be donated to: admins keep the list, sales read it. */
  charities: {
    admin: ['list', 'show', 'edit', 'create'],
    sales: ['list', 'show'],
  },
  /** Admins make and change crowdfunding projects and their plans; sales read them. */
  'crowdfunding-projects': {
    admin: ['list', 'show', 'edit', 'create'],
    sales: ['list', 'show'],
  },
  'crowdfunding-orders': {
    admin: ['list', 'show'],
    sales: ['list', 'show'],
  },
  /** edit: marking a delivery shipped (carrier and tracking number) or cancelled. */
  'crowdfunding-deliveries': {
    admin: ['list', 'edit'],
    sales: ['list'],
  },
  'crowdfunding-alumni-roster': {
    admin: ['list', 'edit', 'create'],
    sales: ['list'],
  },
  /** Admins list loans on the funding market and promote them; sales read the listings. */
  'funding-projects': {
    admin: ['list', 'show', 'edit', 'create'],
    sales: ['list', 'show'],
  },
  /** Admins make farms and issue, rotate or revoke their ingestion keys (`key`); sales read them. */
  farms: {
    admin: ['list', 'show', 'edit', 'create', 'key'],
    sales: ['list', 'show'],
  },
  'farm-readings': {
    admin: ['list'],
    sales: ['list'],
  },
  'farm-gacp-records': {
    admin: ['list'],
    sales: ['list'],
  },
  /** The seller's own shops (the API answers only theirs), admins every shop and open new ones; each with its sales by day; sales read them. */
  myshop: {
    shop_seller: ['list', 'show', 'edit'],
    admin: ['list', 'show', 'edit', 'create'],
    sales: ['list', 'show'],
  },
  /** Sellers add and keep their own shops' products (the API answers only theirs), admins every shop's; sales read them. */
  'shop-products': {
    shop_seller: ['list', 'show', 'edit', 'create'],
    admin: ['list', 'show', 'edit', 'create'],
    sales: ['list', 'show'],
  },
  /** edit: reporting an order's delivery (carrier and carrier code) and cancelling an order not yet delivered. */
  'shop-orders': {
    shop_seller: ['list', 'show', 'edit'],
    admin: ['list', 'show', 'edit'],
    sales: ['list', 'show'],
  },
  'shop-bookings': {
    shop_seller: ['list'],
    admin: ['list'],
    sales: ['list'],
  },
  /** edit: the bulk submission of carrier codes. */
  'shop-deliveries': {
    shop_seller: ['list', 'edit'],
    admin: ['list', 'edit'],
    sales: ['list'],
  },
  /** edit: taking, answering and closing a conversation over the chat socket. */
  'support-chats': {
    admin: ['list', 'show', 'edit'],
    sales: ['list', 'show', 'edit'],
  },
  /** edit: answering a message (the answer is e-mailed to its sender). */
  'contact-messages': {
    admin: ['list', 'show', 'edit'],
    sales: ['list', 'show', 'edit'],
  },
  /** The content of the public site (CMS posts, seminars, homepage entries, stories, chat greetings, the FAQ): admins write, sales read. */
  'cms-posts': {
    admin: ['list', 'show', 'edit', 'create'],
    sales: ['list', 'show'],
  },
  'lectures': {
    admin: ['list', 'show', 'edit', 'create'],
    sales: ['list', 'show'],
  },
  'homepage-entries': {
    admin: ['list', 'show', 'edit', 'create'],
    sales: ['list', 'show'],
  },
  'stories': {
    admin: ['list', 'show', 'edit', 'create'],
    sales: ['list', 'show'],
  },
  'chat-greetings': {
    admin: ['list', 'show', 'edit', 'create'],
    sales: ['list', 'show'],
  },
  'faq-groups': {
    admin: ['list', 'show', 'edit', 'create'],
    sales: ['list', 'show'],
  },
  'faq-items': {
    admin: ['list', 'show', 'edit', 'create'],
    sales: ['list', 'show'],
  },
  /** The visitors' feedback on the FAQ items, read only. */
  'faq-feedback': {
    admin: ['list', 'show'],
    sales: ['list', 'show'],
  },
};

/**
 * The page a staff member lands on after signing in: the resource of a role that works in one place
 * (a pawnshop operator's cases, an appraiser's marketplace); admins and sales keep the dashboard.
 */
const LANDING_RESOURCES: readonly (readonly [StaffRole, ConsoleResource])[] = [
  ['pawnshop_operator', 'pawn-cases'],
  ['appraiser', 'appraisals'],
];
const DASHBOARD_ROLES: readonly StaffRole[] = ['admin', 'sales'];

export const landingPathOf = (roles: readonly string[]): string | undefined => {
  if (roles.some((role) => (DASHBOARD_ROLES as readonly string[]).includes(role))) return undefined;
  const landing = LANDING_RESOURCES.find(([role]) => roles.includes(role));
  return landing === undefined ? undefined : `/${landing[1]}`;
};

const isConsoleResource = (resource: string): resource is ConsoleResource =>
  (CONSOLE_RESOURCES as readonly string[]).includes(resource);

export const canAccessResource = (roles: readonly string[], resource: string, action: string): boolean => {
  if (!isConsoleResource(resource)) return false;
  const grants: Partial<Record<string, readonly string[]>> = RESOURCE_ACCESS[resource];
  return roles.some((role) => grants[role]?.includes(action) ?? false);
};
