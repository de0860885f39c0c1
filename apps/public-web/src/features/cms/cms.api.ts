import { queryOptions } from '@tanstack/react-query';
import { CONTENT_API_PATHS } from '@lendbridge/domain';
import type { CmsPost, CmsPostPage, CmsTab } from '@lendbridge/domain';
import { api, requestBody } from '../../app/api';

export const fetchCmsPosts = (tab: CmsTab, page: number, signal?: AbortSignal) =>
  requestBody<CmsPostPage>(`${CONTENT_API_PATHS.cms}/${tab}?page=${page}`, { signal });

export const fetchCmsPost = (tab: CmsTab, id: number, signal?: AbortSignal) => api.get<CmsPost>(`${CONTENT_API_PATHS.cms}/${tab}/${id}`, { signal });

export const cmsQueries = {
  list: (tab: CmsTab, page: number) =>
    queryOptions({ queryKey: ['cms', 'list', tab, page] as const, queryFn: ({ signal }) => fetchCmsPosts(tab, page, signal) }),
  post: (tab: CmsTab, id: number) => queryOptions({ queryKey: ['cms', 'post', tab, id] as const, queryFn: ({ signal }) => fetchCmsPost(tab, id, signal) }),
};
