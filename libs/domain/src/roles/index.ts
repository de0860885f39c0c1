export const ROLES = [
  'borrower',
  'lender',
  'corporate',
  'professional_lender',
  'robo',
  'pawnshop_operator',
  'appraiser',
  'shop_seller',
  'sales',
  'admin',
] as const;

export type Role = (typeof ROLES)[number];

/** Roles that sign in to the console. */
export const STAFF_ROLES = ['pawnshop_operator', 'appraiser', 'shop_seller', 'sales', 'admin'] as const satisfies readonly Role[];

export type StaffRole = (typeof STAFF_ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  borrower: '借款人',
  lender: '投資人',
  corporate: '企業會員',
  professional_lender: '專業投資人',
  robo: '智能投資會員',
  pawnshop_operator: '當舖業者',
  appraiser: '鑑價師',
  shop_seller: '商城賣家',
  sales: '業務',
  admin: '管理員',
};

export function isStaffRole(role: string): role is StaffRole {
  return (STAFF_ROLES as readonly string[]).includes(role);
}

export function hasAnyRole(roles: readonly string[], wanted: readonly Role[]): boolean {
  return wanted.some((role) => roles.includes(role));
}
