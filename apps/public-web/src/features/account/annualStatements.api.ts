import { ANNUAL_STATEMENTS_API_PATH, ANNUAL_STATEMENT_CONTENT_TYPE, annualStatementFileName, annualStatementPath } from '@lendbridge/domain';
import type { AnnualStatementYear } from '@lendbridge/domain';
import { queryOptions } from '@tanstack/react-query';
import { api, requestFile } from '../../app/api';

/** GET /api/account/statements: the years with an annual income statement, newest first. */
export const fetchAnnualStatementYears = (signal?: AbortSignal): Promise<AnnualStatementYear[]> =>
  api.get<AnnualStatementYear[]>(ANNUAL_STATEMENTS_API_PATH, { signal });

export const annualStatementQueries = {
  years: () => queryOptions({ queryKey: ['account', 'annual-statements'] as const, queryFn: ({ signal }) => fetchAnnualStatementYears(signal) }),
};

/** The year's PDF as a blob, under the statement's own file name. */
export const fetchAnnualStatementFile = async (year: number): Promise<{ blob: Blob; fileName: string }> => {
  const { blob } = await requestFile(annualStatementPath(year), { accept: `${ANNUAL_STATEMENT_CONTENT_TYPE}, application/json` });
  return { blob, fileName: annualStatementFileName(year) };
};
