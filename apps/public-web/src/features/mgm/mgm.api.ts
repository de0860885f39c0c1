import type {
  ReferralInvitationRow,
  ReferralInvitationsInput,
  ReferralInviteAnswer,
  ReferralOverview,
  ReferralPage,
  ReferredMemberRow,
  ShowGirl,
} from '@lendbridge/domain';
import { queryOptions } from '@tanstack/react-query';
import { api, requestBody } from '../../app/api';

/** GET /api/mgm/overview: the member's serial, link and counts. */
export const fetchReferralOverview = (signal?: AbortSignal): Promise<ReferralOverview> => api.get<ReferralOverview>('/api/mgm/overview', { signal });

/** GET /api/mgm/invitations: a page of the member's invitations (the paged answer beside data). */
export const fetchInvitations = (page: number, signal?: AbortSignal): Promise<ReferralPage<ReferralInvitationRow>> =>
  requestBody<ReferralPage<ReferralInvitationRow>>(`/api/mgm/invitations?page=${page}`, { signal });

/** GET /api/mgm/referrals: a page of the members who registered through the member's link, masked. */
export const fetchReferrals = (page: number, signal?: AbortSignal): Promise<ReferralPage<ReferredMemberRow>> =>
  requestBody<ReferralPage<ReferredMemberRow>>(`/api/mgm/referrals?page=${page}`, { signal });

/** POST /api/mgm/invitations: one e-mail per new address. */
export const sendInvitations = (input: ReferralInvitationsInput): Promise<ReferralInviteAnswer> =>
  api.post<ReferralInviteAnswer>('/api/mgm/invitations', input);

/** GET /api/mgm/show-girls: the characters of the show-girl page (open to visitors). */
export const fetchShowGirls = (signal?: AbortSignal): Promise<ShowGirl[]> => api.get<ShowGirl[]>('/api/mgm/show-girls', { signal });

/** The programme's reads: sending invitations reads mgmQueries.root again. */
export const mgmQueries = {
  root: ['mgm'] as const,
  overview: () => queryOptions({ queryKey: [...mgmQueries.root, 'overview'] as const, queryFn: ({ signal }) => fetchReferralOverview(signal) }),
  invitations: (page: number) =>
    queryOptions({ queryKey: [...mgmQueries.root, 'invitations', page] as const, queryFn: ({ signal }) => fetchInvitations(page, signal) }),
  referrals: (page: number) =>
    queryOptions({ queryKey: [...mgmQueries.root, 'referrals', page] as const, queryFn: ({ signal }) => fetchReferrals(page, signal) }),
  showGirls: () => queryOptions({ queryKey: [...mgmQueries.root, 'show-girls'] as const, queryFn: ({ signal }) => fetchShowGirls(signal) }),
};
