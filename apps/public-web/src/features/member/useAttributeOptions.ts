import { useMemo } from 'react';
import type { ChoiceOption } from '../../shared/form';
import { useReportedQuery } from '../../shared/useReportedQuery';
import { memberQueries } from './member.api';

export type OptionFormat = (value: string, label: string) => string;

const asIs: OptionFormat = (_value, label) => label;

/** One option list from POST /api/attributes, as select options (format: a module-level function). */
export function useAttributeOptions(name: string, format: OptionFormat = asIs) {
  const read = useReportedQuery(memberQueries.attributes(name));
  const answer = read.data;
  const options = useMemo<ChoiceOption[]>(
    () =>
      (answer?.[name] ?? []).map((option) => {
        const value = String(option.value);
        return { value, label: format(value, option.label) };
      }),
    [answer, name, format],
  );
  return { options, loading: read.isPending };
}
