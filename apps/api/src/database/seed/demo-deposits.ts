/** The reason the demo data gives for the deposits its admin records by hand (every manual deposit has one). */
export const DEMO_DEPOSIT_REASON = '臨櫃匯款（示範資料）';
