import { useMutation } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useDataProvider, useNotify, useRefresh } from 'react-admin';
import type { ActionMeta, ConsoleDataProvider } from '../dataProvider';
import { errorDetails } from './errors';
import { isUnanswered, useIdempotencyKeys } from './idempotency';

export interface ConsoleActionOptions<P, R> {
  /** The data-provider call; `meta` holds the attempt's Idempotency-Key when the action is keyed. */
  send: (dataProvider: ConsoleDataProvider, params: P, meta: ActionMeta) => Promise<R>;
  /** The notice once it is done, from the answer. */
  done: string | ((result: R, params: P) => string);
  /** What the component does with the answer, before the notice and the reload. */
  onDone?: (result: R, params: P) => void;
  /**
   * Each attempt carries an Idempotency-Key, reused when the same params are sent again after no
   * answer (so the money moves at most once) and renewed after any answer.
   */
  keyed?: boolean;
  /** Reloads the page's data once it is done (the default). */
  refresh?: boolean;
  /**
   * The inputs that show a refusal's field errors ('any': every field of the form). A refusal with
   * an error on one of them is shown there instead of notified; without them every refusal is notified.
   */
  fields?: readonly string[] | 'any';
  /** Notifies the refusal's message even when its field errors are shown (forms of several parts). */
  alwaysNotify?: boolean;
}

export type ActionOutcome<R> =
  | { ok: true; result: R }
  /**
   * `answered`: the server decided (a refusal); otherwise no answer came and the same attempt may
   * be sent again. `data`: what the refusal carries, when it carries anything.
   */
  | { ok: false; answered: boolean; errors: Record<string, string>; data?: unknown };

const pickFields = (errors: Record<string, string>, fields: readonly string[] | 'any' | undefined): Record<string, string> => {
  if (fields === undefined) return {};
  if (fields === 'any') return errors;
  return Object.fromEntries(Object.entries(errors).filter(([field]) => fields.includes(field)));
};

/**
 * The one way a console component calls an action of the data provider: react-query's mutation
 * over the data-provider method (as react-admin documents for custom methods), the attempt's
 * Idempotency-Key for money actions, the notice once done, the page reloaded, and a refusal either
 * shown on its inputs or notified with the server's message.
 */
export const useConsoleAction = <P, R>({
  send,
  done,
  onDone,
  keyed = false,
  refresh = true,
  fields,
  alwaysNotify = false,
}: ConsoleActionOptions<P, R>) => {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const refreshPage = useRefresh();
  const keys = useIdempotencyKeys();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { mutateAsync, isPending } = useMutation<R, unknown, { params: P; meta: ActionMeta }>({
    mutationFn: ({ params, meta }) => send(dataProvider, params, meta),
  });

  const run = useCallback(
    async (params: P): Promise<ActionOutcome<R>> => {
      const meta: ActionMeta = keyed ? { idempotencyKey: keys.keyFor(params) } : {};
      setErrors({});
      try {
        const result = await mutateAsync({ params, meta });
        keys.settle();
        onDone?.(result, params);
        notify(typeof done === 'string' ? done : done(result, params), { type: 'success' });
        if (refresh) refreshPage();
        return { ok: true, result };
      } catch (error) {
        const answered = !isUnanswered(error);
        if (answered) keys.settle();
        const details = errorDetails(error);
        const shown = pickFields(details.errors, fields);
        setErrors(shown);
        if (alwaysNotify || Object.keys(shown).length === 0) notify(details.message, { type: 'error' });
        return { ok: false, answered, errors: shown, data: details.data };
      }
    },
    [alwaysNotify, done, fields, keyed, keys, mutateAsync, notify, onDone, refresh, refreshPage],
  );

  /** Takes one field's error away once the field is edited. */
  const clearError = useCallback((field: string) => {
    setErrors((current) => {
      if (current[field] === undefined) return current;
      const next = { ...current };
      delete next[field];
      return next;
    });
  }, []);

  const reset = useCallback(() => {
    keys.settle();
    setErrors({});
  }, [keys]);

  return {
    run,
    isPending,
    /** The field errors of the last refusal, on the inputs named in `fields`. */
    errors,
    setErrors,
    clearError,
    /** Starts a new action (a dialog opening): no field errors, and a fresh Idempotency-Key even for the same params. */
    reset,
  };
};
