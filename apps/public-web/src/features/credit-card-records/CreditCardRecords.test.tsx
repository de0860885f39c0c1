import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  CREDIT_CARD_ACCOUNT_MAX_LENGTH,
  CREDIT_CARD_ACCOUNT_MIN_LENGTH,
  CREDIT_CARD_AMOUNT_MAX_LENGTH,
  CREDIT_CARD_BILL_IMAGE_FIELD,
  CREDIT_CARD_BILL_IMAGE_REQUIRED,
  CREDIT_CARD_NUMBER_MAX_LENGTH,
  CREDIT_CARD_NUMBER_MIN_LENGTH,
  FIELD_LABELS,
  MESSAGES,
  UPLOAD_IMAGE_MAX_BYTES,
  digitsBetween,
  maxLength,
  minValue,
  ntdText,
  requiredField,
} from '@lendbridge/domain';
import { TEST_CSRF_TOKEN, deferred, mockFetch } from '../../test/fetchMock';
import type { MockReply, MockRoutes } from '../../test/fetchMock';
import { STATUSES, renderRoute } from '../../test/render';
import { CreditCardRecords } from './CreditCardRecords';
import type { CreditCardRecord } from './creditCardRecords.api';

const L = FIELD_LABELS;
const SERIAL = 'LA20260042';
const RECORDS_PATH = `/api/loan-applications/${SERIAL}/credit-card-records`;
const deletePath = (id: number) => `/api/laon-application/related-data/credit-card-record/${id}/delete`;
const ACCOUNT_LABEL = `${L.credit_card_account}${MESSAGES.optionalFieldSuffix}`;
const UPLOAD_ID = '0b9c2a52-6d3e-4f7a-9e51-2b8f0c7d1e23';

const STORED: CreditCardRecord = {
  id: 11,
  bank: '004',
  bank_name: '臺灣銀行',
  account: '12345678901',
  card_number: '************1111',
  amount: 25000,
  bill_image: { id: UPLOAD_ID, url: `/api/uploads/${UPLOAD_ID}` },
};

const routes = (records: CreditCardRecord[], more: MockRoutes = {}): MockRoutes => ({
  'POST /api/attributes': {
    body: { data: { 'bank.code': [{ value: '004', label: '004 臺灣銀行' }, { value: '812', label: '812 台新銀行' }] } },
  },
  [`GET ${RECORDS_PATH}`]: { body: { data: records } },
  ...more,
});

const renderRecords = () =>
  renderRoute(<CreditCardRecords serial={SERIAL} />, { url: `/loan-application/${SERIAL}`, status: STATUSES.full });

const png = (name = 'bill.png') => new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], name, { type: 'image/png' });

/** Types a value into a field and leaves it (fields check themselves once touched). */
const fill = (label: string, value: string) => {
  const input = screen.getByLabelText(label);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
};

const pickBill = (file: File) => fireEvent.change(screen.getByLabelText(L.bill_image), { target: { files: [file] } });

const addButton = () => screen.getByRole('button', { name: MESSAGES.creditCardAdd }) as HTMLButtonElement;

const fillValidCard = async (file: File = png()) => {
  await screen.findByRole('option', { name: '812 台新銀行' });
  fill(L.credit_card_bank, '812');
  fill(ACCOUNT_LABEL, '00112233445566');
  fill(L.card_number, '5555666677778888');
  fill(L.bill_amount, '36000');
  pickBill(file);
};

const created = (id: number, overrides: Partial<CreditCardRecord> = {}): MockReply => ({
  status: 201,
  body: {
    data: {
      record: { id, bank: '812', amount: 36000, card_number: '************8888', ...overrides },
      url: `/api/uploads/${UPLOAD_ID}`,
    },
  },
});

const sentFields = (body: unknown): Record<string, FormDataEntryValue> => {
  expect(body).toBeInstanceOf(FormData);
  return Object.fromEntries((body as FormData).entries());
};

describe('CreditCardRecords', () => {
  it("lists the draft's records with the masked card number, amount, account and bill", async () => {
    mockFetch(routes([STORED]));
    renderRecords();
    const list = await screen.findByRole('list', { name: MESSAGES.creditCardRecordsTitle });
    const item = within(list).getByRole('listitem');
    expect(item.textContent).toContain('004 臺灣銀行');
    expect(item.textContent).toContain('************1111');
    expect(item.textContent).toContain(ntdText(25000));
    expect(item.textContent).toContain('12345678901');
    expect(within(item).getByRole('link', { name: MESSAGES.creditCardBillView }).getAttribute('href')).toBe(STORED.bill_image.url);
  });

  it('says when no record was added yet', async () => {
    mockFetch(routes([]));
    renderRecords();
    expect(await screen.findByText(MESSAGES.creditCardRecordsEmpty)).toBeTruthy();
  });

  it('shows the required messages and blocks the add button while a field is wrong', async () => {
    const { apiCalls } = mockFetch(routes([]));
    const { user } = renderRecords();
    await screen.findByText(MESSAGES.creditCardRecordsEmpty);
    await user.click(addButton());
    for (const message of [
      requiredField(L.credit_card_bank),
      requiredField(L.card_number),
      requiredField(L.bill_amount),
      CREDIT_CARD_BILL_IMAGE_REQUIRED,
    ]) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
    expect(addButton().disabled).toBe(true);
    expect(apiCalls().filter((call) => call.method === 'POST' && call.path === RECORDS_PATH)).toHaveLength(0);

    await fillValidCard();
    await waitFor(() => expect(addButton().disabled).toBe(false));
  });

  it.each([
    [ACCOUNT_LABEL, '123456789', digitsBetween(L.credit_card_account, CREDIT_CARD_ACCOUNT_MIN_LENGTH, CREDIT_CARD_ACCOUNT_MAX_LENGTH)],
    [ACCOUNT_LABEL, '1'.repeat(21), digitsBetween(L.credit_card_account, CREDIT_CARD_ACCOUNT_MIN_LENGTH, CREDIT_CARD_ACCOUNT_MAX_LENGTH)],
    [ACCOUNT_LABEL, '12345-67890', digitsBetween(L.credit_card_account, CREDIT_CARD_ACCOUNT_MIN_LENGTH, CREDIT_CARD_ACCOUNT_MAX_LENGTH)],
    [L.card_number, '41111111111111', digitsBetween(L.card_number, CREDIT_CARD_NUMBER_MIN_LENGTH, CREDIT_CARD_NUMBER_MAX_LENGTH)],
    [L.card_number, '41111111111111112', digitsBetween(L.card_number, CREDIT_CARD_NUMBER_MIN_LENGTH, CREDIT_CARD_NUMBER_MAX_LENGTH)],
    [L.card_number, '4111-1111-1111', digitsBetween(L.card_number, CREDIT_CARD_NUMBER_MIN_LENGTH, CREDIT_CARD_NUMBER_MAX_LENGTH)],
    [L.bill_amount, '12a', MESSAGES.digitsOnly],
    [L.bill_amount, '12345678901', maxLength(L.bill_amount, CREDIT_CARD_AMOUNT_MAX_LENGTH)],
    [L.bill_amount, '0', minValue(L.bill_amount, 1)],
  ])('refuses %s "%s" with its message and blocks the add button', async (label, value, message) => {
    mockFetch(routes([]));
    renderRecords();
    await fillValidCard();
    await waitFor(() => expect(addButton().disabled).toBe(false));
    fill(label, value);
    expect(await screen.findByText(message)).toBeTruthy();
    expect(addButton().disabled).toBe(true);
  });

  it('accepts the limits: 10 and 20 digit accounts, 15 digit card numbers, card numbers in groups, a 10 character amount of at least 1', async () => {
    mockFetch(routes([]));
    renderRecords();
    await fillValidCard();
    for (const [label, value] of [
      [ACCOUNT_LABEL, '1'.repeat(10)],
      [ACCOUNT_LABEL, '1'.repeat(20)],
      [ACCOUNT_LABEL, ''],
      [L.card_number, '378282246310005'],
      [L.card_number, '4111-1111-1111-1111'],
      [L.card_number, '4111 1111 1111 1111'],
      [L.bill_amount, '9999999999'],
      [L.bill_amount, '1'],
    ] as const) {
      fill(label, value);
      await waitFor(() => expect(addButton().disabled).toBe(false));
    }
  });

  it('refuses a bill that is not a JPG/PNG, and one over the image size limit', async () => {
    mockFetch(routes([]));
    renderRecords();
    await fillValidCard(new File(['GIF89a'], 'bill.gif', { type: 'image/gif' }));
    expect(await screen.findByText(MESSAGES.uploadBadFormat)).toBeTruthy();
    expect(addButton().disabled).toBe(true);

    const large = png('large.png');
    Object.defineProperty(large, 'size', { value: UPLOAD_IMAGE_MAX_BYTES + 1 });
    pickBill(large);
    expect(await screen.findByText(MESSAGES.fileTooLarge)).toBeTruthy();
    expect(addButton().disabled).toBe(true);

    pickBill(png());
    await waitFor(() => expect(addButton().disabled).toBe(false));
    expect(screen.getByText(MESSAGES.uploadImageRule)).toBeTruthy();
  });

  it('sends the record as multipart with the CSRF and ajax headers, lists it and empties the form', async () => {
    const { apiCalls } = mockFetch(routes([STORED], { [`POST ${RECORDS_PATH}`]: created(12) }));
    const { user } = renderRecords();
    await screen.findByRole('list', { name: MESSAGES.creditCardRecordsTitle });
    await fillValidCard(png('march.png'));
    await user.click(addButton());

    const list = screen.getByRole('list', { name: MESSAGES.creditCardRecordsTitle });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    expect(within(list).getAllByRole('listitem')[1]?.textContent).toContain('812 台新銀行');
    expect(within(list).getAllByRole('listitem')[1]?.textContent).toContain('************8888');

    const post = apiCalls().find((call) => call.method === 'POST' && call.path === RECORDS_PATH);
    expect(post?.headers.get('X-CSRF-Token')).toBe(TEST_CSRF_TOKEN);
    expect(post?.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(post?.headers.get('Content-Type')).toBeNull();
    const fields = sentFields(post?.body);
    expect(Object.keys(fields).sort()).toEqual(['account', 'amount', 'bank', CREDIT_CARD_BILL_IMAGE_FIELD, 'card_number'].sort());
    expect(fields).toMatchObject({ bank: '812', account: '00112233445566', card_number: '5555666677778888', amount: '36000' });
    const bill = fields[CREDIT_CARD_BILL_IMAGE_FIELD] as File;
    expect(bill).toBeInstanceOf(File);
    expect(bill.name).toBe('march.png');
    expect(bill.type).toBe('image/png');

    expect((screen.getByLabelText(L.card_number) as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText(L.credit_card_bank) as HTMLSelectElement).value).toBe('');
    expect(screen.queryByText('march.png')).toBeNull();
  });

  it('sends a card number typed with dashes as its digits', async () => {
    const { apiCalls } = mockFetch(routes([], { [`POST ${RECORDS_PATH}`]: created(14) }));
    const { user } = renderRecords();
    await fillValidCard();
    fill(L.card_number, '4111-1111-1111-1111');
    await waitFor(() => expect(addButton().disabled).toBe(false));
    await user.click(addButton());
    await screen.findByRole('list', { name: MESSAGES.creditCardRecordsTitle });
    const post = apiCalls().find((call) => call.method === 'POST' && call.path === RECORDS_PATH);
    expect(sentFields(post?.body)).toMatchObject({ card_number: '4111111111111111' });
  });

  it('leaves the account out of the multipart body when none is typed', async () => {
    const { apiCalls } = mockFetch(routes([], { [`POST ${RECORDS_PATH}`]: created(13) }));
    const { user } = renderRecords();
    await fillValidCard();
    fill(ACCOUNT_LABEL, '');
    await user.click(addButton());
    await screen.findByRole('list', { name: MESSAGES.creditCardRecordsTitle });
    const post = apiCalls().find((call) => call.method === 'POST' && call.path === RECORDS_PATH);
    expect(Object.keys(sentFields(post?.body)).sort()).toEqual(['amount', 'bank', CREDIT_CARD_BILL_IMAGE_FIELD, 'card_number'].sort());
  });

  it('blocks the add button and the fields while the upload runs, and sends once', async () => {
    const reply = deferred<MockReply>();
    const { apiCalls } = mockFetch(routes([], { [`POST ${RECORDS_PATH}`]: () => reply.promise }));
    const { user } = renderRecords();
    await fillValidCard();
    await user.click(addButton());

    expect(await screen.findByRole('progressbar', { name: MESSAGES.uploadBusy })).toBeTruthy();
    expect(addButton().disabled).toBe(true);
    expect((screen.getByLabelText(L.bill_image) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByLabelText(L.card_number) as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(addButton());

    await act(async () => {
      reply.resolve(created(14));
      await reply.promise;
    });
    await waitFor(() => expect(screen.queryByRole('progressbar', { name: MESSAGES.uploadBusy })).toBeNull());
    expect(apiCalls().filter((call) => call.method === 'POST' && call.path === RECORDS_PATH)).toHaveLength(1);
  });

  it("puts the server's field messages on the fields with 新增信用卡資料失敗！", async () => {
    mockFetch(
      routes([], {
        [`POST ${RECORDS_PATH}`]: {
          status: 400,
          body: {
            statusCode: 400,
            code: 'VALIDATION_FAILED',
            message: MESSAGES.creditCardCreateFailed,
            errors: { bank: MESSAGES.invalidOption, [CREDIT_CARD_BILL_IMAGE_FIELD]: MESSAGES.uploadBadFormat },
          },
        },
      }),
    );
    const { user } = renderRecords();
    await fillValidCard();
    await user.click(addButton());

    const dialog = await screen.findByRole('dialog', { name: MESSAGES.creditCardCreateFailed });
    expect(dialog.textContent).not.toContain(MESSAGES.invalidOption);
    expect(screen.getByText(MESSAGES.invalidOption)).toBeTruthy();
    expect(screen.getByText(MESSAGES.uploadBadFormat)).toBeTruthy();
    await user.click(within(dialog).getByRole('button'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(addButton().disabled).toBe(true);

    fill(L.credit_card_bank, '004');
    pickBill(png('again.png'));
    await waitFor(() => expect(addButton().disabled).toBe(false));
  });

  it("shows 新增信用卡資料失敗！ with the server's text when the draft cannot take records", async () => {
    mockFetch(
      routes([], {
        [`POST ${RECORDS_PATH}`]: {
          status: 409,
          body: { statusCode: 409, code: 'NOT_EDITABLE', message: MESSAGES.notEditable },
        },
      }),
    );
    const { user } = renderRecords();
    await fillValidCard();
    await user.click(addButton());
    const dialog = await screen.findByRole('dialog', { name: MESSAGES.creditCardCreateFailed });
    expect(within(dialog).getByText(MESSAGES.notEditable)).toBeTruthy();
    expect(screen.getByText(MESSAGES.creditCardRecordsEmpty)).toBeTruthy();
  });

  it('asks 確定要刪除嗎？ before deleting, then removes the record and toasts 刪除成功', async () => {
    const { apiCalls } = mockFetch(routes([STORED], { [`POST ${deletePath(STORED.id)}`]: { body: { data: { deleted: true } } } }));
    const { user } = renderRecords();
    const list = await screen.findByRole('list', { name: MESSAGES.creditCardRecordsTitle });

    await user.click(within(list).getByRole('button', { name: MESSAGES.creditCardDelete }));
    const ask = await screen.findByRole('dialog', { name: MESSAGES.deleteConfirm });
    await user.click(within(ask).getByRole('button', { name: MESSAGES.dialogCancel }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: MESSAGES.deleteConfirm })).toBeNull());
    expect(apiCalls().some((call) => call.path === deletePath(STORED.id))).toBe(false);

    await user.click(within(list).getByRole('button', { name: MESSAGES.creditCardDelete }));
    await user.click(within(await screen.findByRole('dialog', { name: MESSAGES.deleteConfirm })).getByRole('button', { name: MESSAGES.dialogConfirm }));
    expect(await screen.findByText(MESSAGES.deleted)).toBeTruthy();
    expect(await screen.findByText(MESSAGES.creditCardRecordsEmpty)).toBeTruthy();
    const call = apiCalls().find((request) => request.path === deletePath(STORED.id));
    expect(call?.method).toBe('POST');
    expect(call?.headers.get('X-CSRF-Token')).toBe(TEST_CSRF_TOKEN);
  });

  it('keeps the record and shows 刪除信用卡資料失敗，請稍後再試。 when the delete fails', async () => {
    mockFetch(
      routes([STORED], {
        [`POST ${deletePath(STORED.id)}`]: {
          status: 409,
          body: { statusCode: 409, code: 'NOT_EDITABLE', message: MESSAGES.creditCardDeleteFailed },
        },
      }),
    );
    const { user } = renderRecords();
    const list = await screen.findByRole('list', { name: MESSAGES.creditCardRecordsTitle });
    await user.click(within(list).getByRole('button', { name: MESSAGES.creditCardDelete }));
    await user.click(within(await screen.findByRole('dialog', { name: MESSAGES.deleteConfirm })).getByRole('button', { name: MESSAGES.dialogConfirm }));
    const failed = await screen.findByRole('dialog', { name: MESSAGES.creditCardDeleteFailed });
    await user.click(within(failed).getByRole('button'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByText(MESSAGES.deleted)).toBeNull();
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
  });
});
