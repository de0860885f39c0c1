import { Tab, Tabs } from '@mui/material';
import { useListContext } from 'react-admin';

export interface FilterTabsProps<V extends string> {
  /** The list filter the tabs set. */
  source: string;
  values: readonly V[];
  labels: Readonly<Record<V, string>>;
  /** The tab shown while the filter holds none of the values (the list's default). */
  fallback: V;
  label: string;
}

/** Tabs over a list, each one value of a filter of it (a marketplace's tabs). */
export const FilterTabs = <V extends string>({ source, values, labels, fallback, label }: FilterTabsProps<V>) => {
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const chosen: unknown = filterValues[source];
  const current = values.find((value) => value === chosen) ?? fallback;
  return (
    <Tabs value={current} onChange={(_, value: V) => setFilters({ ...filterValues, [source]: value }, displayedFilters)} aria-label={label}>
      {values.map((value) => (
        <Tab key={value} value={value} label={labels[value]} />
      ))}
    </Tabs>
  );
};
