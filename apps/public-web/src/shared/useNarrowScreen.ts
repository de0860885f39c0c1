import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';

/** A phone-sized screen (below the theme's sm breakpoint): tables become cards, dialogs fill it. */
export const useNarrowScreen = (): boolean =>
  useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
