import type { AlumniVerifyInput, IdCardVerifyRequest, SchoolEmailVerificationInput } from '@lendbridge/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../app/api';

/** The answer of sending the school e-mail link. */
export interface SchoolEmailSent {
  sent: boolean;
  email: string;
  cooldown: number;
}

/** Whether the school e-mail last sent for the draft is verified, and which address it was. */
export interface SchoolEmailState {
  verify: boolean;
  email: string | null;
}

export interface IdCardVerified {
  verified: true;
}

export interface AlumniResult {
  valid: boolean;
  is_used: boolean;
}

const draftPath = (serial: string) => `/api/loan-applications/${encodeURIComponent(serial)}/school-email`;

export const sendSchoolEmail = (serial: string, input: SchoolEmailVerificationInput) =>
  api.post<SchoolEmailSent>(draftPath(serial), input);

export const checkSchoolEmail = (serial: string, signal?: AbortSignal) =>
  api.get<SchoolEmailState>(`${draftPath(serial)}/check-verified`, { signal });

/** Answers 200 when the member has verified this ID card; 400 ID_CARD_NOT_VERIFIED otherwise. */
export const checkIdCard = (idnum: string, signal?: AbortSignal) =>
  api.get<IdCardVerified>(`/api/id-card/check/${encodeURIComponent(idnum)}`, { signal });

export const verifyIdCard = (request: IdCardVerifyRequest) => api.post<IdCardVerified>('/api/id-card/verify', request);

/** The member's resident ID from the profile, to start the ID-card widget with. */
export const getProfileResidentId = async (signal?: AbortSignal): Promise<string | null> => {
  const profile = await api.get<{ resident_id?: string | null } | null>('/api/member/profile', { signal });
  return profile?.resident_id ?? null;
};

export const verifyAlumni = (input: AlumniVerifyInput, signal?: AbortSignal) =>
  api.get<AlumniResult>(`/api/alumni/verify?${new URLSearchParams({ ...input }).toString()}`, { signal });

/** The student verifications' reads. */
export const studentQueries = {
  root: ['student'] as const,
  schoolEmail: (serial: string) =>
    queryOptions({ queryKey: [...studentQueries.root, 'school-email', serial] as const, queryFn: ({ signal }) => checkSchoolEmail(serial, signal) }),
  /** A 400 is the answer "not verified", never tried again. */
  idCard: (idnum: string) =>
    queryOptions({ queryKey: [...studentQueries.root, 'id-card', idnum] as const, queryFn: ({ signal }) => checkIdCard(idnum, signal) }),
  profileResidentId: () =>
    queryOptions({ queryKey: [...studentQueries.root, 'profile-resident-id'] as const, queryFn: ({ signal }) => getProfileResidentId(signal), gcTime: 0 }),
};
