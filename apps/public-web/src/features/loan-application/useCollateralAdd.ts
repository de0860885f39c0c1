import { useState } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import type { PawnCollateral, RealtyCollateral } from '@lendbridge/domain';
import type { z } from 'zod';
import { ApiError } from '../../app/api';

export type CollateralInput = PawnCollateral | RealtyCollateral;

/** What a collateral form hands to the collateral step. */
export interface CollateralFormProps {
  /** Stores the collateral (POST collaterals); rejects with the server's error. */
  onAdd: (collateral: CollateralInput) => Promise<void>;
  onError: (error: unknown) => void;
}

type Messages = readonly (readonly [readonly PropertyKey[], string])[];

export interface CollateralAddOptions<T extends FieldValues, C extends CollateralInput> extends CollateralFormProps {
  form: Pick<UseFormReturn<T>, 'getValues' | 'setError' | 'clearErrors' | 'reset'>;
  empty: T;
  schema: z.ZodType<C>;
  /** The form values as the schema reads them. */
  input: (values: T) => unknown;
  /** The form field of a schema or server error path. */
  fieldOf: (path: readonly PropertyKey[]) => FieldPath<T> | undefined;
}

/**
 * The add button of a collateral form: the collateral is checked on the domain schema, then sent;
 * the schema's or the server's messages go under their fields, and the form empties once added.
 */
export function useCollateralAdd<T extends FieldValues, C extends CollateralInput>({
  form,
  empty,
  schema,
  input,
  fieldOf,
  onAdd,
  onError,
}: CollateralAddOptions<T, C>) {
  const [adding, setAdding] = useState(false);

  /** Puts the messages under their fields; answers whether any was placed. */
  const place = (messages: Messages): boolean => {
    const placed = new Set<string>();
    for (const [path, message] of messages) {
      const field = fieldOf(path);
      if (field === undefined || placed.has(field)) continue;
      form.setError(field, { type: 'validate', message }, { shouldFocus: placed.size === 0 });
      placed.add(field);
    }
    return placed.size > 0;
  };

  const add = async () => {
    form.clearErrors();
    const result = schema.safeParse(input(form.getValues()));
    if (!result.success) {
      place(result.error.issues.map((issue) => [issue.path, issue.message] as const));
      return;
    }
    setAdding(true);
    try {
      await onAdd(result.data);
      form.reset(empty);
    } catch (caught) {
      const placed =
        caught instanceof ApiError &&
        place(Object.entries(caught.errors).map(([name, message]) => [name.split('.'), message] as const));
      if (!placed) onError(caught);
    } finally {
      setAdding(false);
    }
  };

  return { adding, add };
}
