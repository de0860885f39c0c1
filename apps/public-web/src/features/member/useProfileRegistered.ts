import { freshData, useReportedQuery } from '../../shared/useReportedQuery';
import { isProfileRegistered, memberQueries } from './member.api';

/**
 * Whether the member's trading registration is done, read from GET /api/member/profile on this
 * visit: null while loading. When the profile cannot be read, the error is shown and the answer is
 * whenUnreadable (the page's own form stays reachable).
 */
export function useProfileRegistered(whenUnreadable: boolean): boolean | null {
  const read = useReportedQuery(memberQueries.profile());
  const profile = freshData(read);
  if (profile !== undefined) return isProfileRegistered(profile);
  return read.isError ? whenUnreadable : null;
}
