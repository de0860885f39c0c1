import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import type { TextFieldProps } from '@mui/material/TextField';
import { useController } from 'react-hook-form';
import type {
  Control,
  ControllerFieldState,
  ControllerRenderProps,
  FieldPath,
  FieldValues,
  Resolver,
  UseFormSetError,
} from 'react-hook-form';
import type { z } from 'zod';
import type { FieldErrors } from '../app/api';
import { FreeTextBox } from './FreeTextBox';

/**
 * A react-hook-form resolver from a domain schema. Form values are kept as the inputs hold
 * them (strings, empty for "not chosen"); prepare turns them into what the schema reads, and
 * the parsed output is what gets submitted.
 */
export function formResolver<TValues extends FieldValues, TOutput>(
  schema: z.ZodType<TOutput>,
  prepare?: (values: TValues) => unknown,
): Resolver<TValues, unknown, TOutput> {
  const resolve = zodResolver(schema as z.ZodType<TOutput, FieldValues>);
  return (async (values: TValues, context: unknown, options: Parameters<Resolver<TValues, unknown, TOutput>>[2]) =>
    resolve(
      (prepare === undefined ? values : prepare(values)) as FieldValues,
      context,
      options as unknown as Parameters<typeof resolve>[2],
    )) as unknown as Resolver<TValues, unknown, TOutput>;
}

const isFieldRecord = (value: unknown): value is FieldValues => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Dotted paths of every field in a (nested) values object; a list of records by index (people.0.name). */
export const fieldPaths = (values: FieldValues, prefix = ''): string[] =>
  Object.entries(values).flatMap(([key, value]) => {
    const path = `${prefix}${key}`;
    if (isFieldRecord(value)) return [path, ...fieldPaths(value, `${path}.`)];
    if (Array.isArray(value) && value.every(isFieldRecord)) {
      return [path, ...value.flatMap((item, index) => [`${path}.${index}`, ...fieldPaths(item, `${path}.${index}.`)])];
    }
    return [path];
  });

/**
 * Puts the server's field errors under the matching fields and answers the messages of
 * fields the form does not show.
 */
export function applyFieldErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  errors: FieldErrors,
  values: T,
): string[] {
  const known = new Set(fieldPaths(values));
  const unmatched: string[] = [];
  let focused = false;
  for (const [name, message] of Object.entries(errors)) {
    if (known.has(name)) {
      setError(name as FieldPath<T>, { type: 'server', message }, { shouldFocus: !focused });
      focused = true;
    } else {
      unmatched.push(message);
    }
  }
  return unmatched;
}

export interface ChoiceOption {
  readonly value: string;
  readonly label: string;
}

interface ControlledProps<T extends FieldValues, O> {
  control: Control<T, unknown, O>;
  name: FieldPath<T>;
}

type TextProps = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'defaultValue' | 'select'>;

/** A field's controller, as useController answers it. */
interface BoundField {
  field: Pick<ControllerRenderProps, 'name' | 'onBlur' | 'ref'>;
  fieldState: ControllerFieldState;
}

/**
 * What an input takes from its field's controller besides value and onChange: the name, blur
 * and ref, and the error with its message as helper text.
 */
export const fieldInputProps = ({ field, fieldState }: BoundField) => ({
  name: field.name,
  onBlur: field.onBlur,
  inputRef: field.ref,
  error: fieldState.error !== undefined,
  helperText: fieldState.error?.message,
});

const NUMERIC_SLOTS: TextFieldProps['slotProps'] = { htmlInput: { inputMode: 'numeric' } };

export function FormTextField<T extends FieldValues, O>({
  control,
  name,
  helperText,
  numeric = false,
  ...props
}: ControlledProps<T, O> &
  TextProps & {
    /** Digits only: phones offer the number pad. */
    numeric?: boolean;
  }) {
  const controller = useController({ control, name });
  const { field, fieldState } = controller;
  return (
    <TextField
      {...props}
      fullWidth
      {...fieldInputProps(controller)}
      value={(field.value as string | undefined) ?? ''}
      onChange={(event) => field.onChange(event.target.value)}
      helperText={fieldState.error?.message ?? helperText}
      slotProps={numeric ? NUMERIC_SLOTS : props.slotProps}
    />
  );
}

/** A FreeTextBox bound to a text field of the form. */
export function FormFreeTextBox<T extends FieldValues, O>({
  control,
  name,
  label,
  maxLength,
  focusOnError = false,
}: ControlledProps<T, O> & {
  label: string;
  maxLength: number;
  /** Hands the box to the form, so that a refused submit can focus it. */
  focusOnError?: boolean;
}) {
  const { field, fieldState } = useController({ control, name });
  return (
    <FreeTextBox
      label={label}
      name={field.name}
      value={(field.value as string | undefined) ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={focusOnError ? field.ref : undefined}
      maxLength={maxLength}
      error={fieldState.error?.message}
    />
  );
}

export const SELECT_PLACEHOLDER = '請選擇';

/** The slots of a native select whose label stays above its empty 請選擇 option. */
export const NATIVE_SELECT_SLOTS = { select: { native: true }, inputLabel: { shrink: true } } as const;

/** The options of a native select, after the empty 請選擇 one. */
export function SelectOptions({ options }: { options: readonly ChoiceOption[] }) {
  return (
    <>
      <option value="">{SELECT_PLACEHOLDER}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </>
  );
}

export function FormSelect<T extends FieldValues, O>({
  control,
  name,
  options,
  helperText,
  onValueChange,
  ...props
}: ControlledProps<T, O> &
  Omit<TextProps, 'children'> & {
    options: readonly ChoiceOption[];
    onValueChange?: (value: string) => void;
  }) {
  const controller = useController({ control, name });
  const { field, fieldState } = controller;
  return (
    <TextField
      {...props}
      select
      fullWidth
      {...fieldInputProps(controller)}
      value={(field.value as string | undefined) ?? ''}
      onChange={(event) => {
        field.onChange(event.target.value);
        onValueChange?.(event.target.value);
      }}
      helperText={fieldState.error?.message ?? helperText}
      slotProps={NATIVE_SELECT_SLOTS}
    >
      <SelectOptions options={options} />
    </TextField>
  );
}

export function FormRadioGroup<T extends FieldValues, O>({
  control,
  name,
  label,
  options,
  row = true,
}: ControlledProps<T, O> & { label: string; options: readonly ChoiceOption[]; row?: boolean }) {
  const { field, fieldState } = useController({ control, name });
  const labelId = `${field.name}-label`;
  return (
    <FormControl error={fieldState.error !== undefined} component="fieldset">
      <FormLabel id={labelId} component="legend">
        {label}
      </FormLabel>
      <RadioGroup
        row={row}
        aria-labelledby={labelId}
        name={field.name}
        value={(field.value as string | undefined) ?? ''}
        onChange={(event) => field.onChange(event.target.value)}
        onBlur={field.onBlur}
      >
        {options.map((option) => (
          <FormControlLabel key={option.value} value={option.value} control={<Radio />} label={option.label} />
        ))}
      </RadioGroup>
      {fieldState.error?.message !== undefined && <FormHelperText>{fieldState.error.message}</FormHelperText>}
    </FormControl>
  );
}

export function FormCheckbox<T extends FieldValues, O>({
  control,
  name,
  label,
}: ControlledProps<T, O> & { label: ReactNode }) {
  const { field, fieldState } = useController({ control, name });
  return (
    <FormControl error={fieldState.error !== undefined}>
      <FormControlLabel
        label={label}
        control={
          <Checkbox
            name={field.name}
            checked={field.value === true}
            onChange={(event) => field.onChange(event.target.checked)}
            onBlur={field.onBlur}
            slotProps={{ input: { ref: field.ref } }}
          />
        }
      />
      {fieldState.error?.message !== undefined && <FormHelperText>{fieldState.error.message}</FormHelperText>}
    </FormControl>
  );
}

export function SubmitButton({ sending, children, disabled = false }: { sending: boolean; children: ReactNode; disabled?: boolean }) {
  return (
    <Button type="submit" variant="contained" size="large" fullWidth disabled={sending || disabled} aria-busy={sending}>
      {children}
    </Button>
  );
}
