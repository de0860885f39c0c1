import { useState } from 'react';
import type { ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { AlertProvider } from '../shared/AlertDialog';
import { createQueryClient } from './queryClient';
import { UserStatusProvider } from './session';
import type { UserStatus } from './session';
import { theme } from './theme';

export interface AppProvidersProps {
  children: ReactNode;
  initialStatus?: UserStatus;
  /** The reads' cache (tests give each render a fresh one); the app makes its own once. */
  queryClient?: QueryClient;
}

/** The reads' cache, theme, alert dialogs and the session, around the router. */
export function AppProviders({ children, initialStatus, queryClient }: AppProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <AlertProvider>
          <UserStatusProvider initialStatus={initialStatus}>{children}</UserStatusProvider>
        </AlertProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
