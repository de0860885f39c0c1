import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { CONTACT_API_PATHS, CONTENT_API_PATHS } from '@lendbridge/domain';
import type { ContactMessageInput, FaqFeedbackInput, FaqPublicGroup } from '@lendbridge/domain';
import { api } from '../../app/api';

/** The published FAQ by group; a keyword keeps the matching items. */
export const fetchFaq = (keyword: string, signal?: AbortSignal): Promise<FaqPublicGroup[]> => {
  const query = keyword === '' ? '' : `?${new URLSearchParams({ keyword }).toString()}`;
  return api.get<FaqPublicGroup[]>(`${CONTENT_API_PATHS.faq}${query}`, { signal });
};

export const sendFaqFeedback = (input: FaqFeedbackInput): Promise<{ id: number }> => api.post<{ id: number }>(CONTENT_API_PATHS.faqFeedback, input);

/** The contact form as multipart: its fields and the files under `files`. */
export const contactBody = (input: ContactMessageInput, files: readonly File[]): FormData => {
  const body = new FormData();
  body.append('name', input.name);
  body.append('email', input.email);
  body.append('category', input.category);
  body.append('description', input.description);
  for (const file of files) body.append('files', file, file.name);
  return body;
};

export const sendContact = (input: ContactMessageInput, files: readonly File[]): Promise<{ id: number }> =>
  api.post<{ id: number }>(CONTACT_API_PATHS.contact, contactBody(input, files));

export const helpQueries = {
  faq: (keyword: string) =>
    queryOptions({ queryKey: ['help', 'faq', keyword] as const, queryFn: ({ signal }) => fetchFaq(keyword, signal), placeholderData: keepPreviousData }),
};
