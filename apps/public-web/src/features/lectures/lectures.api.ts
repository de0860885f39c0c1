import { queryOptions } from '@tanstack/react-query';
import { CONTENT_API_PATHS } from '@lendbridge/domain';
import type { Lecture } from '@lendbridge/domain';
import { api } from '../../app/api';

export const fetchLectures = (signal?: AbortSignal) => api.get<Lecture[]>(CONTENT_API_PATHS.lectures, { signal });

export const lectureQueries = {
  list: () => queryOptions({ queryKey: ['lectures'] as const, queryFn: ({ signal }) => fetchLectures(signal) }),
};
