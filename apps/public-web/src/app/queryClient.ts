import { QueryClient } from '@tanstack/react-query';
import { isUnanswered } from './api';

/** How many times a read that got no answer (network, server failure) is tried again. */
const READ_RETRIES = 2;

export interface QueryClientOptions {
  /** False in component tests: a failure shows at once. */
  retry?: boolean;
}

/**
 * The site's query client. Calls go out whatever the browser thinks of the network, so a failure
 * is reported rather than held back; reads are not repeated when the window gets the focus (a
 * form seeded from a read keeps what the member typed); a read that got no answer is tried again
 * twice, a refusal (4xx) never.
 */
export function createQueryClient({ retry = true }: QueryClientOptions = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        networkMode: 'always',
        refetchOnWindowFocus: false,
        retry: retry ? (failures, error) => failures < READ_RETRIES && isUnanswered(error) : false,
      },
      mutations: { networkMode: 'always', retry: false },
    },
  });
}
