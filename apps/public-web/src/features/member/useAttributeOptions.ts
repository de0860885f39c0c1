import { useEffect, useState } from 'react';
import { useErrorHandlerRef } from '../../app/useErrorHandler';
import type { ChoiceOption } from '../../shared/form';
import { fetchAttributes } from './member.api';

export type OptionFormat = (value: string, label: string) => string;

const asIs: OptionFormat = (_value, label) => label;

/** One option list from POST /api/attributes, as select options (format: a module-level function). */
export function useAttributeOptions(name: string, format: OptionFormat = asIs) {
  const [options, setOptions] = useState<ChoiceOption[]>([]);
  const [loading, setLoading] = useState(true);
  const handleErrorRef = useErrorHandlerRef();

  useEffect(() => {
    const controller = new AbortController();
    fetchAttributes([name], controller.signal)
      .then((answer) => {
        setOptions(
          (answer[name] ?? []).map((option) => {
            const value = String(option.value);
            return { value, label: format(value, option.label) };
          }),
        );
        setLoading(false);
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setLoading(false);
        handleErrorRef.current(error);
      });
    return () => controller.abort();
  }, [name, format, handleErrorRef]);

  return { options, loading };
}
