import {
  MESSAGES,
  approvalComputeQuerySchema,
  assignSalesSchema,
  loanApprovalSchema,
  loanRejectionSchema,
  memberReviewSchema,
  zodIssuesToFieldErrors,
  type MemberReviewInput,
} from '@lendbridge/domain';
import simpleRestProvider from 'ra-data-simple-rest';
import { HttpError, type DataProvider, type Identifier } from 'react-admin';
import type { z } from 'zod';
import { API_ROOT, httpClient, type ConsoleErrorBody, type HttpClient } from './httpClient';
import type { ApprovalComputeResult, LoanApplicationDetail } from './resources/loan-applications/types';
import type { MemberDetail } from './resources/members/types';

export const CONSOLE_API = `${API_ROOT}/console`;

export type ReviewTarget = 'identity' | 'bank';

const REVIEW_PATHS: Record<ReviewTarget, string> = {
  identity: 'verify-identity',
  bank: 'verify-bank',
};

/** The approval terms as the form holds them (numbers may still be text). */
export type LoanApprovalParams = z.input<typeof loanApprovalSchema>;
export type ApprovalComputeParams = z.input<typeof approvalComputeQuerySchema>;
export type LoanRejectionParams = z.input<typeof loanRejectionSchema>;
export type AssignSalesParams = z.input<typeof assignSalesSchema>;

export interface ConsoleDataProvider extends DataProvider {
  verifyIdentity: (id: Identifier, params: MemberReviewInput) => Promise<{ data: MemberDetail }>;
  verifyBank: (id: Identifier, params: MemberReviewInput) => Promise<{ data: MemberDetail }>;
  startLoanReview: (id: Identifier) => Promise<{ data: LoanApplicationDetail }>;
  computeLoanApproval: (id: Identifier, params: ApprovalComputeParams) => Promise<{ data: ApprovalComputeResult }>;
  approveLoanApplication: (id: Identifier, params: LoanApprovalParams) => Promise<{ data: LoanApplicationDetail }>;
  rejectLoanApplication: (id: Identifier, params: LoanRejectionParams) => Promise<{ data: LoanApplicationDetail }>;
  assignLoanSales: (id: Identifier, params: AssignSalesParams) => Promise<{ data: { id: Identifier; sales_code: string } }>;
}

/** A schema failure as the 400 the API would answer, so forms show it the same way. */
const inputError = (error: z.ZodError): HttpError => {
  const body: ConsoleErrorBody = { message: MESSAGES.inputErrorText, errors: zodIssuesToFieldErrors(error) };
  return new HttpError(body.message, 400, body);
};

const parseOrThrow = <S extends z.ZodType>(schema: S, params: unknown): z.output<S> => {
  const parsed = schema.safeParse(params);
  if (!parsed.success) throw inputError(parsed.error);
  return parsed.data;
};

const LOAN_APPLICATIONS_API = `${CONSOLE_API}/loan-applications`;

/** ra-data-simple-rest on /api/console, with the member review and loan application review actions. */
export const createDataProvider = (client: HttpClient = httpClient): ConsoleDataProvider => {
  const review = async (id: Identifier, target: ReviewTarget, params: MemberReviewInput) => {
    const body = parseOrThrow(memberReviewSchema, params);
    const { json } = await client(`${CONSOLE_API}/members/${encodeURIComponent(String(id))}/${REVIEW_PATHS[target]}`, {
      method: 'POST',
      body: JSON.stringify(body),
    });
    return { data: json as MemberDetail };
  };

  const applicationUrl = (id: Identifier, action: string) =>
    `${LOAN_APPLICATIONS_API}/${encodeURIComponent(String(id))}/${action}`;

  const postApplication = async (id: Identifier, action: string, body: unknown) => {
    const { json } = await client(applicationUrl(id, action), { method: 'POST', body: JSON.stringify(body) });
    return { data: json as LoanApplicationDetail };
  };

  const computeLoanApproval = async (id: Identifier, params: ApprovalComputeParams) => {
    parseOrThrow(approvalComputeQuerySchema, params);
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(params)) {
      if (value !== undefined && value !== null && value !== '') query.set(key, String(value));
    }
    const { json } = await client(`${applicationUrl(id, 'compute')}?${query.toString()}`);
    return { data: (json as { data: ApprovalComputeResult }).data };
  };

  return {
    ...simpleRestProvider(CONSOLE_API, client),
    verifyIdentity: (id, params) => review(id, 'identity', params),
    verifyBank: (id, params) => review(id, 'bank', params),
    startLoanReview: (id) => postApplication(id, 'start-review', {}),
    computeLoanApproval,
    approveLoanApplication: async (id, params) =>
      postApplication(id, 'approve', parseOrThrow(loanApprovalSchema, params)),
    rejectLoanApplication: async (id, params) =>
      postApplication(id, 'reject', parseOrThrow(loanRejectionSchema, params)),
    assignLoanSales: async (id, params) => {
      const { json } = await client(applicationUrl(id, 'assign-sales'), {
        method: 'PUT',
        body: JSON.stringify(parseOrThrow(assignSalesSchema, params)),
      });
      return { data: json as { id: Identifier; sales_code: string } };
    },
  };
};

export const dataProvider = createDataProvider();
