import { CONSOLE_DEPOSIT_TEXTS, depositFormSchema, zodIssuesToFieldErrors } from '@lendbridge/domain';
import { useCallback } from 'react';
import { Create, SimpleForm, useNotify, useRedirect } from 'react-admin';
import { errorDetails } from '../../shared/errors';
import { createDeposit } from './deposits.api';
import { DepositInputs } from './DepositInputs';
import { isUnanswered, useIdempotencyKeys } from '../../shared/idempotency';

type FieldValues = Record<string, unknown>;

const validateDeposit = (values: FieldValues) => {
  const parsed = depositFormSchema.safeParse(values);
  return parsed.success ? {} : zodIssuesToFieldErrors(parsed.error);
};

/**
 * 新增入金: credits a member's virtual account, or, above the approval threshold, records the
 * deposit for a second admin's approval. Each submission carries an Idempotency-Key; the
 * same values sent again after an unanswered try reuse it, so a retry never deposits twice.
 */
export const DepositCreate = () => {
  const notify = useNotify();
  const redirect = useRedirect();
  const keys = useIdempotencyKeys();

  const submit = useCallback(
    async (values: FieldValues) => {
      const parsed = depositFormSchema.safeParse(values);
      if (!parsed.success) return zodIssuesToFieldErrors(parsed.error);
      try {
        const created = await createDeposit(parsed.data, keys.keyFor(parsed.data));
        keys.settle();
        const done = created.status === 'pending' ? CONSOLE_DEPOSIT_TEXTS.awaitingApproval : CONSOLE_DEPOSIT_TEXTS.created;
        notify(done, { type: 'success', messageArgs: { _: done } });
        redirect('list', 'deposits');
        return undefined;
      } catch (error) {
        if (!isUnanswered(error)) keys.settle();
        const { message, errors } = errorDetails(error);
        if (Object.keys(errors).length > 0) return errors;
        notify(message, { type: 'error', messageArgs: { _: message } });
        return undefined;
      }
    },
    [keys, notify, redirect],
  );

  return (
    <Create title={CONSOLE_DEPOSIT_TEXTS.createTitle}>
      <SimpleForm onSubmit={submit} validate={validateDeposit}>
        <DepositInputs />
      </SimpleForm>
    </Create>
  );
};
