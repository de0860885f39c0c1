import type { ConsoleMemberDetail, ConsoleMemberRow } from '@lendbridge/domain';
import type { RaRecord } from 'react-admin';

/** A row of GET /api/console/members. */
export type MemberRow = ConsoleMemberRow & RaRecord;

/** GET /api/console/members/:id: the row with the profile, bank account and questionnaire. */
export type MemberDetail = ConsoleMemberDetail & RaRecord;
