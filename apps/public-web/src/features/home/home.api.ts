import { queryOptions } from '@tanstack/react-query';
import { CONTENT_API_PATHS } from '@lendbridge/domain';
import type { HomeMetricStats, HomeStory, HomepageEntry, PressEntry } from '@lendbridge/domain';
import { api } from '../../app/api';

/** GET /api/home/metric answers { stats }. */
export const fetchHomeMetric = async (signal?: AbortSignal): Promise<HomeMetricStats> =>
  (await api.get<{ stats: HomeMetricStats }>(CONTENT_API_PATHS.homeMetric, { signal })).stats;

export const fetchHomepageEntries = (signal?: AbortSignal) => api.get<HomepageEntry[]>(CONTENT_API_PATHS.homepageEntries, { signal });

export const fetchPressEntries = (signal?: AbortSignal) => api.get<PressEntry[]>(CONTENT_API_PATHS.pressEntries, { signal });

export const fetchStories = (signal?: AbortSignal) => api.get<HomeStory[]>(CONTENT_API_PATHS.stories, { signal });

export const homeQueries = {
  all: ['home'] as const,
  metric: () => queryOptions({ queryKey: ['home', 'metric'] as const, queryFn: ({ signal }) => fetchHomeMetric(signal) }),
  entries: () => queryOptions({ queryKey: ['home', 'entries'] as const, queryFn: ({ signal }) => fetchHomepageEntries(signal) }),
  press: () => queryOptions({ queryKey: ['home', 'press'] as const, queryFn: ({ signal }) => fetchPressEntries(signal) }),
  stories: () => queryOptions({ queryKey: ['home', 'stories'] as const, queryFn: ({ signal }) => fetchStories(signal) }),
};
