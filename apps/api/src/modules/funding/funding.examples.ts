/** OpenAPI examples of the public farmer-funding reads, as the demo projects answer them. */

const RICE_CARD = {
  serial: 'F000001',
  title: '西螺濁水溪米 自有品牌碾米包裝',
  primary_loan_serial: 'A261122000062',
  expected_amount: 150000,
  target_amount: 10000,
  precent: 6.66,
  target_date: '2026-12-09',
  days_left: 10,
  number_of_lenders: 1,
  credit_level: 'A-',
  apr: '6.85',
  period: 24,
  images: ['/api/funding/images/1', '/api/funding/images/2'],
  user: { member_serial: 'M00100043', name: '廖大哥的西螺稻田' },
  likes: 4,
  liked: false,
  open: true,
};

const MANGO_CARD = {
  ...RICE_CARD,
  serial: 'F000002',
  title: '枋山愛文芒果 格外品做成芒果乾',
  primary_loan_serial: 'A261123000063',
  expected_amount: 100000,
  target_amount: 5000,
  precent: 5,
  target_date: '2026-12-10',
  days_left: 11,
  credit_level: 'B+',
  apr: '9.10',
  period: 18,
  images: ['/api/funding/images/4', '/api/funding/images/5'],
  user: { member_serial: 'M00100043', name: '阿嬌姐的芒果園' },
};

export const FUNDING_CARDS_EXAMPLE = { data: [RICE_CARD, MANGO_CARD] };

export const FUNDING_PROJECT_EXAMPLE = {
  data: {
    ...RICE_CARD,
    detail:
      '我們在雲林西螺用濁水溪水種了三十年的稻子。過去稻穀都交給糧商，一公斤收購價只有市價的一半；這兩年開始在農夫市集賣自己碾的白米，老客人越來越多。\n\n' +
      '這次想添購小型碾米機與真空包裝機、設計自己的米袋，讓新米當週碾、當週寄。收入來自網路訂購與市集，按月還款；支持的朋友也可以選擇用新米抵付利息。',
    usage_distribution: [
      { amount: 85000, description: '小型碾米機' },
      { amount: 40000, description: '真空包裝機' },
    ],
    interest: '借款 24 期，按月本息平均攤還。利息可選擇以當期碾製的濁水溪白米抵付，每 1,000 元利息折合一公斤白米，宅配到府。',
    personal_credit: '借款人近五年無信用卡遲繳與退票紀錄，前一筆農機貸款已於去年如期清償。',
    company_credit: '西螺鎮農會產銷班成員，與農會往來八年；市集與網路訂購近一年月營收約 6 萬元。',
    mentor_comment: '廖大哥的米品質穩定、回購率高，自己碾米包裝能把利潤留在產地。建議支持者留意設備到位需一個月，首期還款以市集收入為主。',
    video_ids: ['M7lc1UVf-VE'],
    amount_investable: 140000,
    loan_updated_at: '2026-11-25T01:20:00.008Z',
    confirmations: ['no_protection'],
    backers: [{ name: '陳小姐', amount: 10000, invested_at: '2026-11-26T09:15:00.000Z' }],
  },
};
