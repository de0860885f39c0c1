import { createTheme } from '@mui/material/styles';
import { zhTW } from '@mui/material/locale';
import { BREAKPOINTS, NAVBAR_HEIGHT } from '@lendbridge/domain';

const defaults = createTheme();

/** 信橋 LendBridge: deep teal for trust, warm amber for the calls to action. */
export const theme = createTheme(
  {
    breakpoints: {
      values: {
        xs: 0,
        sm: BREAKPOINTS.sm,
        md: BREAKPOINTS.md,
        lg: BREAKPOINTS.lg,
        xl: defaults.breakpoints.values.xl,
      },
    },
    palette: {
      primary: { main: '#0b5d63', contrastText: '#ffffff' },
      secondary: { main: '#e39b2d', contrastText: '#1f1300' },
      background: { default: '#f5f7f7', paper: '#ffffff' },
    },
    typography: {
      fontFamily: ['"Noto Sans TC"', '"PingFang TC"', '"Microsoft JhengHei"', 'system-ui', 'sans-serif'].join(','),
      button: { textTransform: 'none', fontWeight: 600 },
    },
    shape: { borderRadius: 8 },
    mixins: { toolbar: { minHeight: NAVBAR_HEIGHT } },
    components: {
      MuiAppBar: {
        styleOverrides: { root: { height: NAVBAR_HEIGHT } },
      },
    },
  },
  zhTW,
);
