import type { LoanAppType, LoanApplicationStatus } from '@lendbridge/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../app/api';
import { applicationPath } from '../loan-application/loanApplication.api';
import type { AttachmentFile } from '../loan-application/loanApplication.api';

/** What the document page reads of an application: its type and status, collaterals, documents. */
export interface DocumentsApplication {
  application: { serial: string; status: LoanApplicationStatus; app_type: LoanAppType };
  collaterals?: { type?: unknown }[];
  attachments: Record<string, AttachmentFile[]>;
}

export const fetchDocumentsApplication = (serial: string, signal?: AbortSignal): Promise<DocumentsApplication> =>
  api.get<DocumentsApplication>(applicationPath(serial), { signal });

/** POST attachments: each kind sent with every file it is to hold (those there and the new ones). */
export const sendDocuments = (serial: string, attachments: Record<string, string[]>): Promise<Record<string, AttachmentFile[]>> =>
  api.post<Record<string, AttachmentFile[]>>(`${applicationPath(serial)}/attachments`, { attachments });

/** The document page's read; it seeds the page, so it is kept only while shown. */
export const loanDocumentsQueries = {
  root: ['loan-documents'] as const,
  application: (serial: string) =>
    queryOptions({
      queryKey: [...loanDocumentsQueries.root, serial] as const,
      queryFn: ({ signal }) => fetchDocumentsApplication(serial, signal),
      gcTime: 0,
    }),
};
