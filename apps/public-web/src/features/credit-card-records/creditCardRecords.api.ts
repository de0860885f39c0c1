import { CREDIT_CARD_BILL_IMAGE_FIELD } from '@lendbridge/domain';
import type { CreditCardRecordFieldsInput } from '@lendbridge/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../app/api';

/** A record as GET /api/loan-applications/:serial/credit-card-records lists it (card number masked). */
export interface CreditCardRecord {
  id: number;
  bank: string;
  bank_name: string | null;
  account: string | null;
  card_number: string;
  amount: number;
  bill_image: { id: string; url: string };
}

/** The answer of the create call: the stored record and the bill image's address. */
export interface CreatedCreditCardRecord {
  record: Pick<CreditCardRecord, 'id' | 'bank' | 'amount' | 'card_number'>;
  url: string;
}

const recordsPath = (serial: string) => `/api/loan-applications/${encodeURIComponent(serial)}/credit-card-records`;

export const listCreditCardRecords = (serial: string, signal?: AbortSignal): Promise<CreditCardRecord[]> =>
  api.get<CreditCardRecord[]>(recordsPath(serial), { signal });

/**
 * The multipart body of the create call: bank, account (only when given), card_number, amount
 * and the bill image under CREDIT_CARD_BILL_IMAGE_FIELD.
 */
export const creditCardRecordBody = (input: CreditCardRecordFieldsInput, billImage: File): FormData => {
  const body = new FormData();
  body.append('bank', input.bank);
  if (input.account !== undefined) body.append('account', input.account);
  body.append('card_number', input.card_number);
  body.append('amount', String(input.amount));
  body.append(CREDIT_CARD_BILL_IMAGE_FIELD, billImage, billImage.name);
  return body;
};

export const createCreditCardRecord = (
  serial: string,
  input: CreditCardRecordFieldsInput,
  billImage: File,
): Promise<CreatedCreditCardRecord> => api.post<CreatedCreditCardRecord>(recordsPath(serial), creditCardRecordBody(input, billImage));

/** The delete call at the path the spec gives. */
export const deleteCreditCardRecord = (id: number): Promise<{ deleted: boolean }> =>
  api.post<{ deleted: boolean }>(`/api/laon-application/related-data/credit-card-record/${encodeURIComponent(String(id))}/delete`);

/** The credit-card records of a draft. */
export const creditCardRecordQueries = {
  root: ['credit-card-records'] as const,
  list: (serial: string) =>
    queryOptions({ queryKey: [...creditCardRecordQueries.root, serial] as const, queryFn: ({ signal }) => listCreditCardRecords(serial, signal) }),
};
