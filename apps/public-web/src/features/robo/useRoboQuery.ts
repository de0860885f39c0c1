import { useQuery } from '@tanstack/react-query';
import type { QueryKey, UseQueryOptions, UseQueryResult } from '@tanstack/react-query';
import { useReportedFailure } from '../../shared/useReportedQuery';
import { isRoboNotOpen } from './robo.api';

/**
 * A robo read: useQuery over roboQueries, each failure reported once, except the vip product's 403
 * ROBO_NOT_OPEN, which the page shows as its notice instead (isRoboNotOpen, RoboNotOpenNotice).
 */
export function useRoboQuery<TQueryFnData, TData = TQueryFnData, TQueryKey extends QueryKey = QueryKey>(
  options: UseQueryOptions<TQueryFnData, Error, TData, TQueryKey>,
): UseQueryResult<TData, Error> {
  const query = useQuery(options);
  const reported = isRoboNotOpen(query.error) ? null : query.error;
  useReportedFailure({ error: reported, errorUpdatedAt: query.errorUpdatedAt, isEnabled: options.enabled !== false });
  return query;
}
