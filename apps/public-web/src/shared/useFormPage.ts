import type { BaseSyntheticEvent } from 'react';
import { useForm } from 'react-hook-form';
import type { DefaultValues, FieldValues, UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { useErrorHandler } from '../app/useErrorHandler';
import { useLeaveConfirm } from './LeavePageGuard';
import type { LeaveConfirm } from './LeavePageGuard';
import { applyFieldErrors, formResolver } from './form';

/** Sends the parsed values. */
type Save<TOutput, TResult> = (input: TOutput) => Promise<TResult>;
/** Takes the answer of a successful send. */
type OnSaved<TOutput, TResult> = (result: TResult, input: TOutput) => void;
/** A form element's onSubmit. */
type FormSubmitHandler = (event?: BaseSyntheticEvent) => void;

export interface SchemaFormOptions<TValues> {
  /** The form's starting values; the server's field errors are matched against its fields. */
  defaults: TValues;
  /** Turns the values into what the schema reads (see formResolver). */
  toPayload?: (values: TValues) => unknown;
}

export interface SchemaForm<TValues extends FieldValues, TOutput> extends UseFormReturn<TValues, unknown, TOutput> {
  /**
   * The form's onSubmit: validates, sends the parsed values with save and hands the answer to
   * onSaved. A failure goes to the error handler, with field errors under their fields;
   * beforeRedirect runs before a ladder redirect.
   */
  submitWith: <TResult>(
    save: Save<TOutput, TResult>,
    onSaved: OnSaved<TOutput, TResult>,
    beforeRedirect?: () => void,
  ) => FormSubmitHandler;
}

/** A form on a domain schema, validated on submit and again on every change after that. */
export function useSchemaForm<TValues extends FieldValues, TOutput>(
  schema: z.ZodType<TOutput>,
  { defaults, toPayload }: SchemaFormOptions<TValues>,
): SchemaForm<TValues, TOutput> {
  const handleError = useErrorHandler();
  const form = useForm<TValues, unknown, TOutput>({
    resolver: formResolver(schema, toPayload),
    defaultValues: defaults as DefaultValues<TValues>,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  const submitWith: SchemaForm<TValues, TOutput>['submitWith'] = (save, onSaved, beforeRedirect) => (event) =>
    void form.handleSubmit(async (input) => {
      try {
        onSaved(await save(input), input);
      } catch (error) {
        handleError(error, {
          onFieldErrors: (errors) => applyFieldErrors(form.setError, errors, defaults),
          beforeRedirect,
        });
      }
    })(event);

  return { ...form, submitWith };
}

export interface FormPageOptions<TValues> extends SchemaFormOptions<TValues> {
  /** A ladder redirect after a refused send (signed out, a level missing) leaves without asking. */
  releaseOnRedirect?: boolean;
}

export interface FormPage<TValues extends FieldValues, TOutput> extends UseFormReturn<TValues, unknown, TOutput> {
  /** Asks before leaving while the form holds unsent changes; release() before leaving on success. */
  leave: LeaveConfirm;
  /** As SchemaForm's submitWith; a ladder redirect releases the leave guard when releaseOnRedirect. */
  submitWith: <TResult>(save: Save<TOutput, TResult>, onSaved: OnSaved<TOutput, TResult>) => FormSubmitHandler;
}

/** The one form of a page: a schema form that asks before the member leaves it unsent. */
export function useFormPage<TValues extends FieldValues, TOutput>(
  schema: z.ZodType<TOutput>,
  { releaseOnRedirect = false, ...options }: FormPageOptions<TValues>,
): FormPage<TValues, TOutput> {
  const { submitWith, ...form } = useSchemaForm(schema, options);
  const { isDirty, isSubmitting } = form.formState;
  const leave = useLeaveConfirm(isDirty && !isSubmitting);
  return {
    ...form,
    leave,
    submitWith: (save, onSaved) => submitWith(save, onSaved, releaseOnRedirect ? leave.release : undefined),
  };
}
