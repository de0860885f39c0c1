/** The demo accounts' mobile numbers: one per account (a number belongs to one account), by series and position. */
export const DEMO_MOBILE_SERIES = { accounts: '0911', borrowers: '0922' } as const;

export const demoMobile = (series: keyof typeof DEMO_MOBILE_SERIES, position: number): string =>
  `${DEMO_MOBILE_SERIES[series]}${String(position + 1).padStart(6, '0')}`;

/**
 * Demo accounts whose number a browser journey reads (the console journey verifies the borrower's
 * mobile and reads the number of the member whose identity it approves).
 */
export const DEMO_JOURNEY_MOBILES: Readonly<Record<string, string>> = {
  'borrower@lendbridge.tw': '0912345678',
  'company@lendbridge.tw': '0912345679',
};
