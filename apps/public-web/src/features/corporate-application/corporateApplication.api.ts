import type { LoanAgreementInput } from '@lendbridge/domain';
import { api } from '../../app/api';
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

/** The save of a page being closed: a keepalive PUT, which outlives the page. */
export const saveOnUnload = (serial: string, update: LoanApplicationUpdate): void => {
  void updateApplication(serial, update, { keepalive: true }).catch(() => undefined);
};
