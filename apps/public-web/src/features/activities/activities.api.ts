import type {
  ActivityOverviewAnswer,
  ActivitySpinAnswer,
  ActivityStatusAnswer,
  ActivityTask,
  AgreePolicyInput,
  CampaignTokenAnswer,
  CheckInAnswer,
  DrawAnswer,
  DrawCheckAnswer,
  FlipCardMission,
  MissionClaimAnswer,
  QualifiedAnswer,
  SeePercentAnswer,
  Story,
} from '@lendbridge/domain';
import { queryOptions } from '@tanstack/react-query';
import { api, requestBody } from '../../app/api';

const base = (key: string): string => `/api/activities/${encodeURIComponent(key)}`;

export const fetchActivityStatus = (key: string, signal?: AbortSignal) => api.get<ActivityStatusAnswer>(base(key), { signal });
export const fetchOverview = (key: string, signal?: AbortSignal) => api.get<ActivityOverviewAnswer>(`${base(key)}/overview`, { signal });
export const fetchCurrentTask = (key: string, signal?: AbortSignal) => api.get<ActivityTask | null>(`${base(key)}/mission`, { signal });
export const fetchCompletedTasks = (key: string, signal?: AbortSignal) => api.get<ActivityTask[]>(`${base(key)}/completed-missions`, { signal });
export const fetchFlipCards = (key: string, signal?: AbortSignal) => api.get<FlipCardMission[]>(`${base(key)}/flip-cards`, { signal });
export const fetchDrawCheck = (key: string, signal?: AbortSignal) => api.get<DrawCheckAnswer>(`${base(key)}/check`, { signal });
export const fetchSeePercent = (key: string, signal?: AbortSignal) => api.get<SeePercentAnswer>(`${base(key)}/see-percent`, { signal });
export const fetchQualified = (key: string, signal?: AbortSignal) => api.get<QualifiedAnswer>(`${base(key)}/check-qualified`, { signal });
export const fetchCampaignToken = (key: string, signal?: AbortSignal) => api.get<CampaignTokenAnswer>(`${base(key)}/token`, { signal });

/** POST spin answers {code, message?, data: {task}}: the whole body is read. */
export const spinTask = (key: string) => requestBody<ActivitySpinAnswer>(`${base(key)}/spin`, { method: 'POST', body: {} });
export const startMission = (key: string, id: number) => api.put<{ id: number; started_at: string | null }>(`${base(key)}/start`, { id });
export const claimMission = (key: string, id: number) => api.post<MissionClaimAnswer>(`${base(key)}/claim`, { id });
export const drawPrize = (key: string, source: string) => api.post<DrawAnswer>(`${base(key)}/draw`, { source });
export const checkIn = (key: string) => api.put<CheckInAnswer>(`${base(key)}/check-in`);
export const agreeCampaignPolicy = (key: string, input: AgreePolicyInput) => api.post<QualifiedAnswer>(`${base(key)}/agree-policy`, input);
export const sendStory = (story: Story) => api.post<{ id: number }>('/api/activities/story', story);

/** The activities' reads, per campaign key (and per member where the answer is the member's). */
export const activityQueries = {
  root: ['activities'] as const,
  status: (key: string) => queryOptions({ queryKey: [...activityQueries.root, key, 'status'] as const, queryFn: ({ signal }) => fetchActivityStatus(key, signal) }),
  overview: (key: string, member: number | null) =>
    queryOptions({ queryKey: [...activityQueries.root, key, member, 'overview'] as const, queryFn: ({ signal }) => fetchOverview(key, signal) }),
  task: (key: string, member: number | null) =>
    queryOptions({ queryKey: [...activityQueries.root, key, member, 'task'] as const, queryFn: ({ signal }) => fetchCurrentTask(key, signal) }),
  completed: (key: string, member: number | null) =>
    queryOptions({ queryKey: [...activityQueries.root, key, member, 'completed'] as const, queryFn: ({ signal }) => fetchCompletedTasks(key, signal) }),
  flipCards: (key: string, member: number | null) =>
    queryOptions({ queryKey: [...activityQueries.root, key, member, 'flip-cards'] as const, queryFn: ({ signal }) => fetchFlipCards(key, signal) }),
  drawCheck: (key: string, member: number | null) =>
    queryOptions({ queryKey: [...activityQueries.root, key, member, 'check'] as const, queryFn: ({ signal }) => fetchDrawCheck(key, signal) }),
  seePercent: (key: string, member: number | null) =>
    queryOptions({ queryKey: [...activityQueries.root, key, member, 'see-percent'] as const, queryFn: ({ signal }) => fetchSeePercent(key, signal) }),
  qualified: (key: string, member: number | null) =>
    queryOptions({ queryKey: [...activityQueries.root, key, member, 'qualified'] as const, queryFn: ({ signal }) => fetchQualified(key, signal) }),
  token: (key: string, member: number | null) =>
    queryOptions({ queryKey: [...activityQueries.root, key, member, 'token'] as const, queryFn: ({ signal }) => fetchCampaignToken(key, signal), staleTime: 0, gcTime: 0 }),
};
