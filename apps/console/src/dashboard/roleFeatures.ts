import type { StaffRole } from '@lendbridge/domain';
import type { ConsoleResource } from '../access';

export interface RoleFeature {
  label: string;
  description: string;
  /** The console resource that serves it; absent while the feature is not part of the console yet. */
  resource?: ConsoleResource;
}

/** What each staff role does in the console, shown on the dashboard. */
export const ROLE_FEATURES: Record<StaffRole, readonly RoleFeature[]> = {
  admin: [
    { label: '會員', description: '查詢會員資料，審核身分與銀行帳戶', resource: 'members' },
    { label: '通知紀錄', description: '查看系統寄出的 Email 與簡訊（含驗證碼）', resource: 'outbox' },
  ],
  sales: [{ label: '會員', description: '查詢會員資料（唯讀）', resource: 'members' }],
  pawnshop_operator: [{ label: '當舖案件', description: '建立與管理當舖借款案件及典當品' }],
  appraiser: [{ label: '鑑價', description: '為典當品與擔保品提出鑑價' }],
  shop_seller: [{ label: '商城', description: '管理商城商品與訂單' }],
};
