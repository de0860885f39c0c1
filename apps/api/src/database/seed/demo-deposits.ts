/** The reason the demo data gives for the deposits its admin records by hand (every manual deposit has one). */
export const DEMO_DEPOSIT_REASON = '臨櫃匯款（示範資料）';

/** The reason the demo data gives for the withdrawals its admin pays out. */
export const DEMO_PAYOUT_REASON = '已匯款至會員綁定帳戶（示範資料）';
