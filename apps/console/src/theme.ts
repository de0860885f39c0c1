import { zhTW as materialZhTW } from '@mui/material/locale';
import { defaultTheme, type RaThemeOptions } from 'react-admin';

/** react-admin's default theme with Material UI's Traditional Chinese component texts. */
export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    ...defaultTheme.palette,
    primary: { main: '#0b5d7a' },
    secondary: { main: '#c2571a' },
  },
  components: {
    ...defaultTheme.components,
    ...materialZhTW.components,
  },
};
