import { queryOptions } from '@tanstack/react-query';
import type {
  CrowdfundingCard,
  CrowdfundingContractAnswer,
  CrowdfundingDeliveryAddressInput,
  CrowdfundingDetailAnswer,
  CrowdfundingInvestmentAnswer,
  CrowdfundingOrderAnswer,
} from '@lendbridge/domain';
import { api } from '../../app/api';
import type { IdempotentCall } from '../../shared/useMoneyMutation';

const PROJECTS = '/api/v1/crowdfundings';
const ORDERS = '/api/v1/crowdfunding-orders';
const INVESTMENTS = '/api/v1/crowdfunding-investments';

/** The body of POST order: the order form's fields (password, plan, period, payment, delivery, card, the alumni dinner's answers). */
export type CrowdfundingOrderBody = Record<string, unknown>;

export const fetchCrowdfundings = (signal?: AbortSignal) => api.get<CrowdfundingCard[]>(PROJECTS, { signal });

export const fetchCrowdfunding = (serial: string, signal?: AbortSignal) =>
  api.get<CrowdfundingDetailAnswer>(`${PROJECTS}/${encodeURIComponent(serial)}`, { signal });

export const fetchContract = (serial: string, planId: number, period: number, signal?: AbortSignal) =>
  api.get<CrowdfundingContractAnswer>(`${PROJECTS}/${encodeURIComponent(serial)}/contract?plan_id=${planId}&period=${period}`, { signal });

export const verifyAlumni = (serial: string, input: { student_id: string; academic: string; department: string }, signal?: AbortSignal) =>
  api.get<{ valid: boolean; is_used: boolean }>(`${PROJECTS}/${encodeURIComponent(serial)}/alumni-verify?${new URLSearchParams(input).toString()}`, { signal });

export const placeCrowdfundingOrder = (serial: string, body: CrowdfundingOrderBody, call: IdempotentCall) =>
  api.post<CrowdfundingOrderAnswer>(`${PROJECTS}/${encodeURIComponent(serial)}/order`, body, call);

export const payCrowdfundingOrder = (serial: string, call: IdempotentCall) =>
  api.post<CrowdfundingOrderAnswer>(`${ORDERS}/${encodeURIComponent(serial)}/pay`, {}, call);

export const returnFromCardAuth = (serial: string, token: string, call: IdempotentCall) =>
  api.post<CrowdfundingOrderAnswer>(`${ORDERS}/${encodeURIComponent(serial)}/card-return`, { token }, call);

export const fetchCrowdfundingInvestment = (serial: string, page: number, signal?: AbortSignal) =>
  api.get<CrowdfundingInvestmentAnswer>(`${INVESTMENTS}/${encodeURIComponent(serial)}?page=${page}`, { signal });

export const markDeliveryReceived = (serial: string, deliveryId: number) =>
  api.post<{ message: string }>(`${INVESTMENTS}/${encodeURIComponent(serial)}/deliveries/${deliveryId}/received`, {});

export const updateDeliveryAddress = (serial: string, input: CrowdfundingDeliveryAddressInput) =>
  api.post<{ message: string }>(`/api/v1/investments/${encodeURIComponent(serial)}/update-delivery-address`, input);

export const crowdfundingQueries = {
  all: ['crowdfunding'] as const,
  list: () => queryOptions({ queryKey: ['crowdfunding', 'list'], queryFn: ({ signal }) => fetchCrowdfundings(signal) }),
  detail: (serial: string) => queryOptions({ queryKey: ['crowdfunding', 'detail', serial], queryFn: ({ signal }) => fetchCrowdfunding(serial, signal) }),
  contract: (serial: string, planId: number, period: number) =>
    queryOptions({ queryKey: ['crowdfunding', 'contract', serial, planId, period], queryFn: ({ signal }) => fetchContract(serial, planId, period, signal) }),
  investment: (serial: string, page: number) =>
    queryOptions({ queryKey: ['crowdfunding', 'investment', serial, page], queryFn: ({ signal }) => fetchCrowdfundingInvestment(serial, page, signal) }),
};
