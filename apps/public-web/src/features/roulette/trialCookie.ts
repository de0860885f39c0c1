import { ROULETTE_TRIAL_COOKIE } from '@lendbridge/domain';

/** Whether this browser already spun its trial: the server's one-year cookie, when the page can read it. */
export const hasTrialCookie = (): boolean =>
  document.cookie
    .split(';')
    .map((part) => part.trim())
    .some((part) => part.startsWith(`${ROULETTE_TRIAL_COOKIE}=`));
