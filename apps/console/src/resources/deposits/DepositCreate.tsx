import { CONSOLE_DEPOSIT_TEXTS, depositFormSchema, zodIssuesToFieldErrors, type DepositFormInput } from '@lendbridge/domain';
import { useCallback } from 'react';
import { Create, SimpleForm, useRedirect } from 'react-admin';
import { useConsoleAction } from '../../shared/useConsoleAction';
import { DepositInputs } from './DepositInputs';
import type { DepositRow } from './types';

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
  const redirect = useRedirect();
  const deposit = useConsoleAction<DepositFormInput, DepositRow>({
    send: async (dataProvider, data, meta) => (await dataProvider.create<DepositFormInput, DepositRow>('deposits', { data, meta })).data,
    done: (created) => (created.status === 'pending' ? CONSOLE_DEPOSIT_TEXTS.awaitingApproval : CONSOLE_DEPOSIT_TEXTS.created),
    onDone: () => redirect('list', 'deposits'),
    keyed: true,
    refresh: false,
    fields: 'any',
  });
  const { run } = deposit;

  const submit = useCallback(
    async (values: FieldValues) => {
      const parsed = depositFormSchema.safeParse(values);
      if (!parsed.success) return zodIssuesToFieldErrors(parsed.error);
      const outcome = await run(parsed.data);
      return outcome.ok ? undefined : outcome.errors;
    },
    [run],
  );

  return (
    <Create title={CONSOLE_DEPOSIT_TEXTS.createTitle}>
      <SimpleForm onSubmit={submit} validate={validateDeposit}>
        <DepositInputs />
      </SimpleForm>
    </Create>
  );
};
