/**
 * 信橋 LendBridge's colours and type: the theme is built on them, and so is the app bar index.html
 * paints before the script arrives (vite.config.ts).
 */
export const BRAND = {
  /** Deep teal for trust; white text on it. */
  primary: '#0b5d63',
  onPrimary: '#ffffff',
  /** The page's background. */
  page: '#f5f7f7',
  fontFamily: ['"Noto Sans TC"', '"PingFang TC"', '"Microsoft JhengHei"', 'system-ui', 'sans-serif'].join(','),
} as const;
