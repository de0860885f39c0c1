import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { FIELD_LABELS } from '@lendbridge/domain';
import { FormTextField } from '../../shared/form';

interface NewPasswordValues {
  password: string;
  password_confirmation: string;
}

/** The new password and its confirmation (password managers offer to generate one). */
export function NewPasswordFields<T extends FieldValues & NewPasswordValues, O>({ control }: { control: Control<T, unknown, O> }) {
  return (
    <>
      <FormTextField
        control={control}
        name={'password' as FieldPath<T>}
        label={FIELD_LABELS.password}
        type="password"
        autoComplete="new-password"
      />
      <FormTextField
        control={control}
        name={'password_confirmation' as FieldPath<T>}
        label={FIELD_LABELS.password_confirmation}
        type="password"
        autoComplete="new-password"
      />
    </>
  );
}
