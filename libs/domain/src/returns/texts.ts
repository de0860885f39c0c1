/** The account page's return card. */
export const RETURN_TEXTS = {
  title: '投資報酬',
  xirr: '年化淨報酬率（XIRR）',
  xirrNone: '尚無足夠的收付紀錄可計算',
  invested: '累計出借',
  received: '累計回收',
  fees: '累計服務費',
  outstanding: '在外本金',
  chart: '近 12 個月回收',
  principal: '本金',
  income: '利息與違約金',
  note: '年化淨報酬率以實際撥款、回收與服務費的日期與金額計算；在外本金（含逾期未收的本金）以今日的面額計入，逾期未收的利息不計入。',
} as const;
