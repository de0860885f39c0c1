import {
  APPRAISAL_TEXTS,
  IDEMPOTENCY_KEY_HEADER,
  MESSAGES,
  appraisalCommentSchema,
  approvalComputeQuerySchema,
  assignSalesSchema,
  batchRunRequestSchema,
  clockForwardSchema,
  commoditySetSchema,
  creditRecordsSchema,
  depositRejectFormSchema,
  farmerProfileSchema,
  financialStatementPathSchema,
  financialStatementWriteSchemaOf,
  galleryCaptionSchema,
  legalCollectionAdvanceSchema,
  loanApprovalSchema,
  loanDisburseSchema,
  loanRejectionSchema,
  memberReviewSchema,
  pawnInvestSchema,
  pawnSettingSchema,
  roboVipFlagSchema,
  shopDeliveryBulkSchema,
  shopDeliveryReportSchema,
  vehicleImportFileProblem,
  withdrawalPayoutSchema,
  withdrawalRejectFormSchema,
  zodIssuesToFieldErrors,
  type AppraisalCommentAnswer,
  type BatchRunSummary,
  type BusinessClockAnswer,
  type ConsoleFarmKeyAnswer,
  type ConsoleFarmRow,
  type ConsoleCashbackTotal,
  type ConsoleShopDeliveryRow,
  type ConsoleShopOrderRow,
  type ConsoleLoanListing,
  type FinancialStatementKind,
  type MemberReviewInput,
  type PawnCaseActionAnswer,
  type PawnInvestInput,
  type PawnSettingInput,
  type RoboVipFlagInput,
  type UploadType,
  type VehicleImportAnswer,
  contactAnswerSchema,
  type ContactAnswerInput,
} from '@lendbridge/domain';
import simpleRestProvider from 'ra-data-simple-rest';
import { HttpError, type DataProvider, type Identifier, type RaRecord, type fetchUtils } from 'react-admin';
import type { z } from 'zod';
import { API_ROOT, fileClient as defaultFileClient, httpClient, type ConsoleErrorBody, type FileClient, type HttpClient, type HttpFile } from './httpClient';
import type { DepositRow } from './resources/deposits/types';
import type { LegalCollectionDetail } from './resources/legal-collections/types';
import type { ApprovalComputeResult, LoanApplicationDetail } from './resources/loan-applications/types';
import type { LoanRow } from './resources/loans/types';
import type { MemberDetail } from './resources/members/types';
import type { WithdrawalRow } from './resources/withdrawals/types';

export const CONSOLE_API = `${API_ROOT}/console`;

export type ReviewTarget = 'identity' | 'bank';

const REVIEW_PATHS: Record<ReviewTarget, string> = {
  identity: 'verify-identity',
  bank: 'verify-bank',
};

/**
 * What a call carries besides its data: the Idempotency-Key of a money action, sent as the
 * Idempotency-Key header (on `create` through `params.meta`, on the named actions as their last argument).
 */
export interface ActionMeta {
  idempotencyKey?: string;
}

/** The approval terms as the form holds them (numbers may still be text). */
export type LoanApprovalParams = z.input<typeof loanApprovalSchema>;
export type ApprovalComputeParams = z.input<typeof approvalComputeQuerySchema>;
export type LoanRejectionParams = z.input<typeof loanRejectionSchema>;
export type AssignSalesParams = z.input<typeof assignSalesSchema>;
export type ReasonParams = { reason: string };
export type PayoutParams = z.input<typeof withdrawalPayoutSchema>;
export type LegalCollectionAdvanceParams = z.input<typeof legalCollectionAdvanceSchema>;
export type AppraisalCommentParams = z.input<typeof appraisalCommentSchema>;
export type BatchRunParams = z.input<typeof batchRunRequestSchema>;
export type ClockForwardParams = z.input<typeof clockForwardSchema>;
/** The form values of each listing write, as typed (numbers may still be text). */
export type FarmerProfileParams = z.input<typeof farmerProfileSchema>;
export type CommoditySetParams = z.input<typeof commoditySetSchema>;
export type GalleryCaptionParams = z.input<typeof galleryCaptionSchema>;
export type CreditRecordsParams = z.input<typeof creditRecordsSchema>;
export type StatementItemsParams = Record<string, string>;
export type ShopDeliveryReportParams = z.input<typeof shopDeliveryReportSchema>;
export type ShopDeliveryBulkParams = z.input<typeof shopDeliveryBulkSchema>;

/** A file stored by POST /api/upload: its id (what a form sends), name and address. */
export interface UploadedFile {
  id: string;
  filename: string;
  path: string;
  url: string;
}

type Answer<T> = Promise<{ data: T }>;

/**
 * ra-data-simple-rest's methods plus the console's actions. Components call them through
 * react-admin's hooks (useDataProvider with useMutation, useCreate), never over HTTP themselves.
 */
export interface ConsoleDataProvider extends DataProvider {
  verifyIdentity: (id: Identifier, params: MemberReviewInput) => Answer<MemberDetail>;
  verifyBank: (id: Identifier, params: MemberReviewInput) => Answer<MemberDetail>;
  flagRoboVip: (id: Identifier, params: RoboVipFlagInput) => Answer<{ id: Identifier; robo_vip: boolean }>;
  startLoanReview: (id: Identifier) => Answer<LoanApplicationDetail>;
  computeLoanApproval: (id: Identifier, params: ApprovalComputeParams) => Answer<ApprovalComputeResult>;
  approveLoanApplication: (id: Identifier, params: LoanApprovalParams) => Answer<LoanApplicationDetail>;
  rejectLoanApplication: (id: Identifier, params: LoanRejectionParams) => Answer<LoanApplicationDetail>;
  assignLoanSales: (id: Identifier, params: AssignSalesParams) => Answer<{ id: Identifier; sales_code: string }>;
  approveDeposit: (id: Identifier, meta: ActionMeta) => Answer<DepositRow>;
  rejectDeposit: (id: Identifier, params: ReasonParams) => Answer<DepositRow>;
  payoutWithdrawals: (params: PayoutParams) => Answer<WithdrawalRow[]>;
  rejectWithdrawal: (id: Identifier, params: ReasonParams) => Answer<WithdrawalRow>;
  disburseLoan: (serial: string, params: ReasonParams, meta: ActionMeta) => Answer<LoanRow>;
  advanceLegalCollection: (id: Identifier, params: LegalCollectionAdvanceParams, meta: ActionMeta) => Answer<LegalCollectionDetail>;
  commentAppraisal: (id: Identifier, params: AppraisalCommentParams) => Promise<AppraisalCommentAnswer>;
  runBatch: (params: BatchRunParams, meta: ActionMeta) => Answer<BatchRunSummary>;
  getBusinessClock: () => Answer<BusinessClockAnswer>;
  moveBusinessClock: (params: ClockForwardParams) => Answer<BusinessClockAnswer>;
  getLoanListing: (id: Identifier) => Answer<ConsoleLoanListing>;
  saveFarmerProfile: (id: Identifier, params: FarmerProfileParams) => Answer<ConsoleLoanListing>;
  addCommoditySet: (id: Identifier, params: CommoditySetParams) => Answer<ConsoleLoanListing>;
  deleteCommoditySet: (id: Identifier, setId: number) => Answer<ConsoleLoanListing>;
  uploadGalleryImage: (id: Identifier, file: File, params: GalleryCaptionParams) => Answer<ConsoleLoanListing>;
  deleteGalleryImage: (id: Identifier, imageId: number) => Answer<ConsoleLoanListing>;
  saveCreditRecords: (id: Identifier, params: CreditRecordsParams) => Answer<ConsoleLoanListing>;
  saveFinancialStatement: (
    id: Identifier,
    statement: FinancialStatementKind,
    year: string,
    items: StatementItemsParams,
  ) => Answer<ConsoleLoanListing>;
  deleteFinancialStatement: (id: Identifier, statement: FinancialStatementKind, year: number) => Answer<ConsoleLoanListing>;
  uploadFile: (file: File, type: UploadType) => Answer<UploadedFile>;
  orderPawnCase: (id: Identifier) => Promise<PawnCaseActionAnswer>;
  setPawnCaseTerms: (id: Identifier, params: PawnSettingInput) => Promise<PawnCaseActionAnswer>;
  investPawnCase: (id: Identifier, params: PawnInvestInput, meta: ActionMeta) => Promise<PawnCaseActionAnswer>;
  importVehicleCatalogue: (file: File) => Promise<VehicleImportAnswer>;
  /** The count and sum of the campaigns' cashback a list filter selects. */
  getCampaignCashbackTotal: (filter: Record<string, unknown>, signal?: AbortSignal) => Answer<ConsoleCashbackTotal>;
  /** Issues (or rotates) a farm's ingestion key: the answer is the only time the key is shown. */
  issueFarmKey: (id: Identifier) => Answer<ConsoleFarmKeyAnswer>;
  revokeFarmKey: (id: Identifier) => Answer<ConsoleFarmRow>;
  /** Reports a shop order delivered with its carrier and carrier code. */
  reportShopDelivery: (id: Identifier, params: ShopDeliveryReportParams) => Answer<ConsoleShopOrderRow>;
  /** Cancels a shop order not yet delivered (the buyer is refunded). */
  cancelShopOrder: (id: Identifier, meta: ActionMeta) => Answer<ConsoleShopOrderRow>;
  /** Submits the carrier codes of several deliveries at once. */
  submitShopDeliveries: (params: ShopDeliveryBulkParams) => Answer<ConsoleShopDeliveryRow[]>;
  /** The orders a list filter selects, as an .xlsx file. */
  exportShopOrders: (filter: Record<string, unknown>) => Promise<HttpFile>;
  /** Answers a contact message: the answer is e-mailed to its sender. */
  answerContactMessage: (id: Identifier, params: ContactAnswerInput) => Answer<RaRecord>;
  /** A file of a contact message, as a download. */
  downloadContactFile: (url: string) => Promise<HttpFile>;
}

/** A form the shared rules refuse, as the 400 the API would answer, so it shows the same way. */
const inputError = (errors: Record<string, string>, message: string = MESSAGES.inputErrorText): HttpError => {
  const body: ConsoleErrorBody = { message, errors };
  return new HttpError(body.message, 400, body);
};

const fieldErrorsOf = (result: { success: boolean; error?: z.ZodError }): Record<string, string> =>
  result.success || result.error === undefined ? {} : zodIssuesToFieldErrors(result.error);

/** The value the shared schema accepts, or a 400 with its field errors (no call is made). */
const parseOrThrow = <S extends z.ZodType>(schema: S, params: unknown): z.output<S> => {
  const parsed = schema.safeParse(params);
  if (!parsed.success) throw inputError(zodIssuesToFieldErrors(parsed.error));
  return parsed.data;
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The meta react-admin's hooks pass on, read for the Idempotency-Key. */
const actionMetaOf = (meta: unknown): ActionMeta =>
  isRecord(meta) && typeof meta.idempotencyKey === 'string' ? { idempotencyKey: meta.idempotencyKey } : {};

/** The client sending the action's Idempotency-Key header, when it has one. */
const withActionMeta =
  (client: HttpClient, meta: ActionMeta): HttpClient =>
  (url, options: fetchUtils.Options = {}) => {
    if (meta.idempotencyKey === undefined) return client(url, options);
    const headers = new Headers(options.headers);
    headers.set(IDEMPOTENCY_KEY_HEADER, meta.idempotencyKey);
    return client(url, { ...options, headers });
  };

const path = (base: string, ...parts: (Identifier | string)[]): string =>
  [base, ...parts.map((part) => encodeURIComponent(String(part)))].join('/');

/** Answers that wrap their value in `data` (the batch, the clock, the listing, the compute). */
const dataOf = <T>(json: unknown): T => (json as { data: T }).data;

/** A record answered as it is, or wrapped in `data`. */
const recordOf = <T>(json: unknown): T => (isRecord(json) && isRecord(json.data) ? json.data : json) as T;

const LOAN_APPLICATIONS_API = `${CONSOLE_API}/loan-applications`;
const DEPOSITS_API = `${CONSOLE_API}/deposits`;
const WITHDRAWALS_API = `${CONSOLE_API}/withdrawals`;
const LOANS_API = `${CONSOLE_API}/loans`;
const LEGAL_COLLECTIONS_API = `${CONSOLE_API}/legal-collections`;
const APPRAISALS_API = `${CONSOLE_API}/appraisals`;
const PAWN_CASES_API = `${CONSOLE_API}/pawn-cases`;
const UPLOAD_API = `${API_ROOT}/upload`;
const BATCH_RUNS_API = `${CONSOLE_API}/batch-runs`;
const CLOCK_API = `${CONSOLE_API}/clock`;
const VEHICLE_CATALOGUE_API = `${CONSOLE_API}/vehicle-catalogue`;
const CAMPAIGN_CASHBACK_API = `${CONSOLE_API}/campaign-cashback`;
const SHOP_ORDERS_API = `${CONSOLE_API}/shop-orders`;
const CONTACT_MESSAGES_API = `${CONSOLE_API}/contact-messages`;
const SHOP_DELIVERIES_API = `${CONSOLE_API}/shop-deliveries`;

/** Answers that are a list, as they are or wrapped in `data`. */
const rowsOf = <T>(json: unknown): T[] => (Array.isArray(json) ? json : isRecord(json) && Array.isArray(json.data) ? json.data : []) as T[];

/**
 * ra-data-simple-rest on /api/console, with the console's actions: member and loan application
 * reviews, deposits, withdrawals, disbursement, legal collection stages, appraisal comments, batch runs and the
 * business clock, the loan listing, file uploads, the pawn cases' order, terms and investment, the
 * vehicle price catalogue's import, the total of the campaigns' cashback, and the shop sellers' actions
 * (delivery reports, cancellation, the bulk carrier codes and the order export as a file). A `create` whose meta
 * carries an Idempotency-Key sends it (the staff grant of tickets, `campaign-tickets`, is such a create).
 */
export const createDataProvider = (client: HttpClient = httpClient, fileClient: FileClient = defaultFileClient): ConsoleDataProvider => {
  const simpleRest = (meta: ActionMeta = {}) => simpleRestProvider(CONSOLE_API, withActionMeta(client, meta));

  const send = async (
    method: 'POST' | 'PUT' | 'DELETE',
    url: string,
    body?: unknown,
    meta: ActionMeta = {},
  ): Promise<unknown> => {
    const payload = body === undefined ? {} : { body: body instanceof FormData ? body : JSON.stringify(body) };
    const { json } = await withActionMeta(client, meta)(url, { method, ...payload });
    return json;
  };

  const review = async (id: Identifier, target: ReviewTarget, params: MemberReviewInput) => {
    const json = await send('POST', path(`${CONSOLE_API}/members`, id, REVIEW_PATHS[target]), parseOrThrow(memberReviewSchema, params));
    return { data: json as MemberDetail };
  };

  const postApplication = async (id: Identifier, action: string, body: unknown) => ({
    data: (await send('POST', path(LOAN_APPLICATIONS_API, id, action), body)) as LoanApplicationDetail,
  });

  const listingUrl = (id: Identifier, ...parts: (string | number)[]) => path(`${path(LOANS_API, id)}/listing`, ...parts.map(String));

  const listingWrite = async (method: 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) => ({
    data: dataOf<ConsoleLoanListing>(await send(method, url, body)),
  });

  return {
    ...simpleRest(),
    create: (resource, params) => simpleRest(actionMetaOf(params.meta)).create(resource, params),

    verifyIdentity: (id, params) => review(id, 'identity', params),
    verifyBank: (id, params) => review(id, 'bank', params),
    flagRoboVip: async (id, params) => ({
      data: (await send('POST', path(`${CONSOLE_API}/robo/vip`, id), parseOrThrow(roboVipFlagSchema, params))) as { id: Identifier; robo_vip: boolean },
    }),

    startLoanReview: (id) => postApplication(id, 'start-review', {}),
    computeLoanApproval: async (id, params) => {
      parseOrThrow(approvalComputeQuerySchema, params);
      const query = new URLSearchParams();
      for (const [key, value] of Object.entries(params)) {
        if (value !== undefined && value !== null && value !== '') query.set(key, String(value));
      }
      const { json } = await client(`${path(LOAN_APPLICATIONS_API, id, 'compute')}?${query.toString()}`);
      return { data: dataOf<ApprovalComputeResult>(json) };
    },
    approveLoanApplication: async (id, params) => postApplication(id, 'approve', parseOrThrow(loanApprovalSchema, params)),
    rejectLoanApplication: async (id, params) => postApplication(id, 'reject', parseOrThrow(loanRejectionSchema, params)),
    assignLoanSales: async (id, params) => {
      const json = await send('PUT', path(LOAN_APPLICATIONS_API, id, 'assign-sales'), parseOrThrow(assignSalesSchema, params));
      return { data: json as { id: Identifier; sales_code: string } };
    },

    approveDeposit: async (id, meta) => ({ data: recordOf<DepositRow>(await send('POST', path(DEPOSITS_API, id, 'approve'), {}, meta)) }),
    rejectDeposit: async (id, params) => {
      const body = parseOrThrow(depositRejectFormSchema, params);
      return { data: recordOf<DepositRow>(await send('POST', path(DEPOSITS_API, id, 'reject'), body)) };
    },

    payoutWithdrawals: async (params) => {
      const body = parseOrThrow(withdrawalPayoutSchema, params);
      return { data: (await send('POST', path(WITHDRAWALS_API, 'payout'), body)) as WithdrawalRow[] };
    },
    rejectWithdrawal: async (id, params) => {
      const body = parseOrThrow(withdrawalRejectFormSchema, params);
      return { data: recordOf<WithdrawalRow>(await send('POST', path(WITHDRAWALS_API, id, 'reject'), body)) };
    },

    disburseLoan: async (serial, params, meta) => {
      const body = parseOrThrow(loanDisburseSchema, params);
      return { data: recordOf<LoanRow>(await send('POST', path(LOANS_API, serial, 'disburse'), body, meta)) };
    },

    advanceLegalCollection: async (id, params, meta) => {
      const body = parseOrThrow(legalCollectionAdvanceSchema, params);
      return { data: recordOf<LegalCollectionDetail>(await send('POST', path(LEGAL_COLLECTIONS_API, id, 'advance'), body, meta)) };
    },

    commentAppraisal: async (id, params) => {
      const parsed = appraisalCommentSchema.safeParse(params);
      if (!parsed.success) {
        const errors = zodIssuesToFieldErrors(parsed.error);
        throw inputError(errors, Object.values(errors).includes(APPRAISAL_TEXTS.missingText) ? APPRAISAL_TEXTS.missingText : undefined);
      }
      return (await send('POST', path(APPRAISALS_API, id, 'comment'), parsed.data)) as AppraisalCommentAnswer;
    },

    runBatch: async (params, meta) => {
      const body = parseOrThrow(batchRunRequestSchema, params);
      return { data: dataOf<BatchRunSummary>(await send('POST', BATCH_RUNS_API, body, meta)) };
    },
    getBusinessClock: async () => ({ data: dataOf<BusinessClockAnswer>((await client(CLOCK_API)).json) }),
    moveBusinessClock: async (params) => ({
      data: dataOf<BusinessClockAnswer>(await send('PUT', CLOCK_API, parseOrThrow(clockForwardSchema, params))),
    }),

    getLoanListing: async (id) => ({ data: dataOf<ConsoleLoanListing>((await client(listingUrl(id))).json) }),
    saveFarmerProfile: async (id, params) => listingWrite('PUT', listingUrl(id, 'farmer'), parseOrThrow(farmerProfileSchema, params)),
    addCommoditySet: async (id, params) =>
      listingWrite('POST', listingUrl(id, 'commodity-sets'), parseOrThrow(commoditySetSchema, params)),
    deleteCommoditySet: async (id, setId) => listingWrite('DELETE', listingUrl(id, 'commodity-sets', setId)),
    uploadGalleryImage: async (id, file, params) => {
      const fields = parseOrThrow(galleryCaptionSchema, params);
      const form = new FormData();
      form.append('kind', fields.kind);
      form.append('caption', fields.caption);
      form.append('file', file);
      return listingWrite('POST', listingUrl(id, 'gallery'), form);
    },
    deleteGalleryImage: async (id, imageId) => listingWrite('DELETE', listingUrl(id, 'gallery', imageId)),
    saveCreditRecords: async (id, params) =>
      listingWrite('PUT', listingUrl(id, 'credit-records'), parseOrThrow(creditRecordsSchema, params)),
    saveFinancialStatement: async (id, statement, year, items) => {
      // The year and the items are checked together, so every wrong field shows at once.
      const where = financialStatementPathSchema.safeParse({ statement, year });
      const body = financialStatementWriteSchemaOf(statement).safeParse({ items });
      if (!where.success || !body.success) throw inputError({ ...fieldErrorsOf(where), ...fieldErrorsOf(body) });
      return listingWrite('PUT', listingUrl(id, 'financials', where.data.statement, where.data.year), body.data);
    },
    deleteFinancialStatement: async (id, statement, year) => listingWrite('DELETE', listingUrl(id, 'financials', statement, year)),

    uploadFile: async (file, type) => {
      const form = new FormData();
      form.append('type', type);
      form.append('file', file);
      return { data: dataOf<UploadedFile>(await send('POST', UPLOAD_API, form)) };
    },

    issueFarmKey: async (id) => ({ data: (await send('POST', path(`${CONSOLE_API}/farms`, id, 'ingestion-key'))) as ConsoleFarmKeyAnswer }),
    revokeFarmKey: async (id) => ({ data: (await send('DELETE', path(`${CONSOLE_API}/farms`, id, 'ingestion-key'))) as ConsoleFarmRow }),
    orderPawnCase: async (id) => (await send('POST', path(PAWN_CASES_API, id, 'order'))) as PawnCaseActionAnswer,
    setPawnCaseTerms: async (id, params) =>
      (await send('POST', path(PAWN_CASES_API, id, 'setting'), parseOrThrow(pawnSettingSchema, params))) as PawnCaseActionAnswer,
    investPawnCase: async (id, params, meta) =>
      (await send('POST', path(PAWN_CASES_API, id, 'invest'), parseOrThrow(pawnInvestSchema, params), meta)) as PawnCaseActionAnswer,
    importVehicleCatalogue: async (file) => {
      const problem = vehicleImportFileProblem(file);
      if (problem !== null) throw inputError({ file: problem }, problem);
      const form = new FormData();
      form.append('file', file);
      return (await send('POST', path(VEHICLE_CATALOGUE_API, 'import'), form)) as VehicleImportAnswer;
    },
    reportShopDelivery: async (id, params) => ({
      data: recordOf<ConsoleShopOrderRow>(await send('PUT', path(SHOP_ORDERS_API, id, 'delivery'), parseOrThrow(shopDeliveryReportSchema, params))),
    }),
    cancelShopOrder: async (id, meta) => ({ data: recordOf<ConsoleShopOrderRow>(await send('POST', path(SHOP_ORDERS_API, id, 'cancel'), {}, meta)) }),
    submitShopDeliveries: async (params) => ({
      data: rowsOf<ConsoleShopDeliveryRow>(await send('POST', SHOP_DELIVERIES_API, parseOrThrow(shopDeliveryBulkSchema, params))),
    }),
    answerContactMessage: async (id, params) => ({
      data: recordOf<RaRecord>(await send('POST', path(CONTACT_MESSAGES_API, id, 'answer'), parseOrThrow(contactAnswerSchema, params))),
    }),
    downloadContactFile: (url) => {
      if (!url.startsWith(`${CONTACT_MESSAGES_API}/`)) return Promise.reject(new Error('Not a contact message file'));
      return fileClient(url);
    },
    exportShopOrders: (filter) => fileClient(`${path(SHOP_ORDERS_API, 'export')}?${new URLSearchParams({ filter: JSON.stringify(filter) }).toString()}`),
    getCampaignCashbackTotal: async (filter, signal) => {
      const query = new URLSearchParams({ filter: JSON.stringify(filter) });
      const { json } = await client(`${path(CAMPAIGN_CASHBACK_API, 'total')}?${query.toString()}`, { signal });
      return { data: dataOf<ConsoleCashbackTotal>(json) };
    },
  };
};

export const dataProvider = createDataProvider();
