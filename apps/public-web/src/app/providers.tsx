import type { ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { AlertProvider } from '../shared/AlertDialog';
import { UserStatusProvider } from './session';
import type { UserStatus } from './session';
import { theme } from './theme';

export interface AppProvidersProps {
  children: ReactNode;
  initialStatus?: UserStatus;
}

/** Theme, alert dialogs and the session, around the router. */
export function AppProviders({ children, initialStatus }: AppProvidersProps) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <AlertProvider>
        <UserStatusProvider initialStatus={initialStatus}>{children}</UserStatusProvider>
      </AlertProvider>
    </ThemeProvider>
  );
}
