import type { LoanAgreementInput } from '@lendbridge/domain';
import { api, getCsrfToken } from '../../app/api';
import { applicationPath, updateApplication } from '../loan-application/loanApplication.api';
import type { LoanApplicationUpdate } from '../loan-application/loanApplication.api';

interface SerialAnswer {
  application: { serial: string };
}

/** POST /api/loan-applications/:serial/submit with the corporate agreement. */
export const submitCorporateApplication = (
  serial: string,
  agreement: Readonly<Record<keyof LoanAgreementInput, boolean>>,
): Promise<SerialAnswer> =>
  api.post<SerialAnswer>(`${applicationPath(serial)}/submit`, { app_type: 'corporate', agreement });

/**
 * The save of a page being closed: a keepalive PUT (it outlives the page) with the ajax and CSRF
 * headers; without a CSRF token in memory the API client sends it as an ordinary call.
 */
export const saveOnUnload = (serial: string, update: LoanApplicationUpdate): void => {
  const token = getCsrfToken();
  if (token === null) {
    void updateApplication(serial, update).catch(() => undefined);
    return;
  }
  void fetch(applicationPath(serial), {
    method: 'PUT',
    keepalive: true,
    credentials: 'same-origin',
    headers: {
      'Content-Type': 'application/json',
      Accept: 'application/json',
      'X-Requested-With': 'XMLHttpRequest',
      'X-CSRF-Token': token,
    },
    body: JSON.stringify(update),
  }).catch(() => undefined);
};
