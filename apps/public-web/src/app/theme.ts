import { createTheme } from '@mui/material/styles';
import { zhTW } from '@mui/material/locale';
import { BREAKPOINTS, NAVBAR_HEIGHT } from '@lendbridge/domain';
import { BRAND } from './brand';

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
      primary: { main: BRAND.primary, contrastText: BRAND.onPrimary },
      /** Text in these colours, or white text on them, reads at 4.5:1 at least, as WCAG AA asks; secondary's dark shade is for text on white. */
      secondary: { main: '#e39b2d', dark: '#8a5a12', contrastText: '#1f1300' },
      warning: { main: '#a84300' },
      background: { default: BRAND.page, paper: '#ffffff' },
    },
    typography: {
      fontFamily: BRAND.fontFamily,
      button: { textTransform: 'none', fontWeight: 600 },
    },
    shape: { borderRadius: 8 },
    mixins: { toolbar: { minHeight: NAVBAR_HEIGHT } },
    components: {
      MuiAppBar: {
        styleOverrides: { root: { height: NAVBAR_HEIGHT } },
      },
      /** An outlined chip's label in its colour's dark shade: the main shades are too light as text on white. */
      MuiChip: {
        styleOverrides: {
          outlined: ({ ownerState, theme: current }) =>
            ownerState.color === undefined || ownerState.color === 'default' ? {} : { color: current.palette[ownerState.color].dark },
        },
      },
      /** An unselected toggle's label in the secondary text colour, readable on the page's grey. */
      MuiToggleButton: {
        styleOverrides: { root: ({ theme: current }) => ({ color: current.palette.text.secondary }) },
      },
    },
  },
  zhTW,
);
