import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { memoryStore } from 'react-admin';
import { describe, expect, it } from 'vitest';
import {
  CONSOLE_LISTING_TEXTS,
  CONSOLE_LOAN_TEXTS,
  FINANCIAL_ITEM_LABELS,
  GALLERY_KIND_LABELS,
  LISTING_TEXTS,
  LOAN_STATUS_LABELS,
  MARKET_TEXTS,
  MESSAGES,
  PAYMENT_IN_GOODS_LABELS,
  maxLength,
  requiredField,
  unit,
  type ConsoleLoanListing,
  type ConsoleLoanRow,
  type MarketFarmerDetail,
} from '@lendbridge/domain';
import { canAccessResource } from '../../access';
import { App } from '../../App';
import { createAuthProvider } from '../../authProvider';
import { createDataProvider } from '../../dataProvider';
import { apiError, json, list, mockStaffFetch, type RecordedCall, unhandled } from '../../test/fetchMock';

const API = '/api/console/loans';
const LISTING = `${API}/5/listing`;
const T = LISTING_TEXTS;
const C = CONSOLE_LISTING_TEXTS;

const loanRow = (overrides: Partial<ConsoleLoanRow> = {}): ConsoleLoanRow => ({
  id: 5,
  serial: 'LA20260005',
  borrower_id: 15,
  member_serial: 'M000015',
  app_type: 'farmer',
  status: 'matching',
  status_label: LOAN_STATUS_LABELS.matching,
  market_status: 'primary_unfinished',
  amount: 300000,
  invested_amount: 50000,
  borrower_fee: 3000,
  apr: '8.80',
  period: 24,
  grade: 'C',
  waiting_count: 0,
  waiting_amount: 0,
  funding_deadline: '2026-01-20T00:00:00.000Z',
  funded_at: null,
  disbursed_at: null,
  cancelled_at: null,
  expired_at: null,
  created_at: '2026-01-01T02:00:00.000Z',
  ...overrides,
});

const FARMER: MarketFarmerDetail = {
  produce_situation: '契作有機稻米，由農會收購。',
  place_of_origin: '嘉義縣鹿草鄉',
  place_of_origin_geo: { lat: 23.41, lng: 120.31 },
  payment_in_goods: 'none',
  loan_commodity_sets: [{ id: 31, name: '有機白米禮盒', description: '3 公斤裝', amount: 2000 }],
  gallery: [{ id: 41, kind: 'produce', url: '/api/uploads/rice', caption: '收成的稻穀' }],
};

const listingOf = (overrides: Partial<ConsoleLoanListing> = {}): ConsoleLoanListing => ({
  loan: { id: 5, serial: 'LA20260005', app_type: 'farmer', status: 'matching' },
  farmer: FARMER,
  credit_records: [{ id: 51, institution: '臺灣銀行', kind: '房屋貸款', balance_thousand: 3250 }],
  financials: { balance_sheet: [], income_statement: [{ year: 2024, items: { revenue: 12000, net_income: -300 } }] },
  editable: true,
  ...overrides,
});

type Write = (call: RecordedCall, listing: ConsoleLoanListing) => Response;

interface Scenario {
  roles?: string[];
  row?: ConsoleLoanRow;
  listing?: ConsoleLoanListing;
  /** Answers a write; by default the listing changed as the API would change it. */
  write?: Write;
  hash?: string;
}

/** What the API does to the listing for each write. */
const applyWrite = (call: RecordedCall, listing: ConsoleLoanListing): ConsoleLoanListing => {
  const path = call.path.slice(LISTING.length);
  const body = call.body as Record<string, unknown>;
  const farmer = listing.farmer ?? { ...FARMER, loan_commodity_sets: [], gallery: [] };
  if (path === '/farmer') {
    const { lat, lng, ...rest } = body as { lat?: number; lng?: number } & Omit<MarketFarmerDetail, 'place_of_origin_geo'>;
    return { ...listing, farmer: { ...farmer, ...rest, place_of_origin_geo: lat === undefined || lng === undefined ? null : { lat, lng } } };
  }
  if (path === '/commodity-sets' && call.method === 'POST') {
    const set = { id: 32, ...(body as { name: string; description: string; amount: number }) };
    return { ...listing, farmer: { ...farmer, loan_commodity_sets: [...farmer.loan_commodity_sets, set] } };
  }
  if (path.startsWith('/commodity-sets/')) {
    return { ...listing, farmer: { ...farmer, loan_commodity_sets: farmer.loan_commodity_sets.filter((set) => `/commodity-sets/${set.id}` !== path) } };
  }
  if (path === '/gallery') {
    const form = call.body as FormData;
    const image = { id: 42, kind: form.get('kind') as 'produce' | 'collateral', url: '/api/uploads/new', caption: String(form.get('caption')) };
    return { ...listing, farmer: { ...farmer, gallery: [...farmer.gallery, image] } };
  }
  if (path.startsWith('/gallery/')) {
    return { ...listing, farmer: { ...farmer, gallery: farmer.gallery.filter((image) => `/gallery/${image.id}` !== path) } };
  }
  if (path === '/credit-records') {
    const records = (body as { records: { institution: string; kind: string; balance_thousand: number }[] }).records;
    return { ...listing, credit_records: records.map((record, index) => ({ id: 60 + index, ...record })) };
  }
  const [, , statement, year] = path.split('/') as [string, string, 'balance_sheet' | 'income_statement', string];
  const others = listing.financials[statement].filter((filed) => filed.year !== Number(year));
  const filed = call.method === 'PUT' ? [{ year: Number(year), items: (body as { items: Record<string, number> }).items }] : [];
  return { ...listing, financials: { ...listing.financials, [statement]: [...others, ...filed].sort((a, b) => a.year - b.year) } };
};

const renderShow = ({ roles = ['admin'], row = loanRow(), listing = listingOf(), write, hash = '#/loans/5/show' }: Scenario = {}) => {
  let current = listing;
  const { calls } = mockStaffFetch(roles, (call) => {
    if (call.path === API && call.method === 'GET') return list('loans', [row], 1);
    if (call.path === `${API}/5` && call.method === 'GET') return json(200, row);
    if (call.path === LISTING && call.method === 'GET') return json(200, { data: current });
    if (call.path.startsWith(`${LISTING}/`)) {
      const answer = write?.(call, current);
      if (answer !== undefined && !answer.ok) return answer;
      current = applyWrite(call, current);
      return json(call.method === 'POST' ? 201 : 200, { data: current });
    }
    return unhandled(call);
  });
  window.location.hash = hash;
  render(<App authProvider={createAuthProvider()} dataProvider={createDataProvider()} store={memoryStore()} />);
  const writes = () => calls.filter((call) => call.path.startsWith(`${LISTING}/`));
  return { calls, writes };
};

const section = async (name: string) => within(await screen.findByRole('region', { name }));

const chooseOption = async (scope: ReturnType<typeof within>, label: string, option: string) => {
  fireEvent.mouseDown(scope.getByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
};

const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

const confirmDelete = async (label: string) => {
  const dialog = within(await screen.findByRole('dialog'));
  fireEvent.click(dialog.getByRole('button', { name: label }));
};

describe('loan page (上架資料)', () => {
  it('is for admins only, and a row of the loan list opens it', async () => {
    expect(canAccessResource(['admin'], 'loans', 'show')).toBe(true);
    expect(canAccessResource(['sales'], 'loans', 'show')).toBe(false);

    renderShow({ hash: '#/loans', row: loanRow({ status: 'funded', status_label: LOAN_STATUS_LABELS.funded }) });
    fireEvent.click(await screen.findByRole('gridcell', { name: 'LA20260005' }));
    await waitFor(() => expect(window.location.hash).toBe('#/loans/5/show'));
    expect(await screen.findByRole('region', { name: T.farmerTitle })).toBeTruthy();
  });

  it('shows the loan and, for a farmer loan, its farmer profile, sets, photos, credit records and statements', async () => {
    renderShow();
    const summary = await section(C.loan);
    expect(summary.getByText('LA20260005')).toBeTruthy();
    expect(summary.queryByText(T.notEditableNote)).toBeNull();

    const farmer = await section(T.farmerTitle);
    expect((farmer.getByRole('textbox', { name: T.produceSituation }) as HTMLTextAreaElement).value).toBe(FARMER.produce_situation);
    expect((farmer.getByRole('textbox', { name: T.lat }) as HTMLInputElement).value).toBe('23.41');
    expect(farmer.getByRole('combobox', { name: T.paymentInGoodsLabel }).textContent).toBe(PAYMENT_IN_GOODS_LABELS.none);
    expect((await section(T.commoditySets)).getByText('NT$ 2,000')).toBeTruthy();
    expect((await section(T.gallery)).getByRole('img', { name: '收成的稻穀' }).getAttribute('src')).toBe('/api/uploads/rice');
    expect((await section(T.creditRecords)).getByRole('textbox', { name: C.recordField(T.creditRecordInstitution, 1) })).toBeTruthy();
    const statements = await section(T.financialStatements);
    const income = within(statements.getByRole('table', { name: MARKET_TEXTS.incomeStatement }));
    expect(income.getByText('12,000')).toBeTruthy();
    expect(income.getByText('-300')).toBeTruthy();
  });

  it('checks the farmer profile with the shared rules, then saves it', async () => {
    const { writes } = renderShow();
    const farmer = await section(T.farmerTitle);
    type(farmer.getByRole('textbox', { name: T.produceSituation }), '');
    type(farmer.getByRole('textbox', { name: T.lng }), '');
    fireEvent.click(farmer.getByRole('button', { name: C.save }));
    expect(await farmer.findByText(T.geoPair)).toBeTruthy();
    expect(farmer.getByText(requiredField(T.produceSituation))).toBeTruthy();
    expect(writes()).toHaveLength(0);

    type(farmer.getByRole('textbox', { name: T.produceSituation }), '改種小農番茄');
    type(farmer.getByRole('textbox', { name: T.lng }), '120.5');
    await chooseOption(farmer, T.paymentInGoodsLabel, PAYMENT_IN_GOODS_LABELS.interest_only);
    fireEvent.click(farmer.getByRole('button', { name: C.save }));
    expect(await screen.findByText(T.saved)).toBeTruthy();
    expect(writes()[0]?.method).toBe('PUT');
    expect(writes()[0]?.path).toBe(`${LISTING}/farmer`);
    expect(writes()[0]?.body).toEqual({
      produce_situation: '改種小農番茄',
      place_of_origin: FARMER.place_of_origin,
      lat: 23.41,
      lng: 120.5,
      payment_in_goods: 'interest_only',
    });
    expect(writes()[0]?.headers.get('X-CSRF-Token')).toBe('token-status');
  });

  it('shows the server’s field errors on their fields', async () => {
    renderShow({
      write: (call) =>
        call.path.endsWith('/farmer')
          ? apiError(400, 'VALIDATION_FAILED', MESSAGES.inputErrorText, { place_of_origin: maxLength('產地', 100) })
          : json(200, {}),
    });
    const farmer = await section(T.farmerTitle);
    fireEvent.click(farmer.getByRole('button', { name: C.save }));
    expect(await farmer.findByText(maxLength('產地', 100))).toBeTruthy();
    expect(farmer.getByRole('textbox', { name: T.placeOfOrigin }).getAttribute('aria-invalid')).toBe('true');
  });

  it('adds a commodity set in units of 1000, and removes one after the confirmation unless it is in use', async () => {
    let refuseDelete = true;
    const { writes } = renderShow({
      write: (call) =>
        call.method === 'DELETE' && call.path.includes('/commodity-sets/') && refuseDelete
          ? apiError(422, 'COMMODITY_SET_IN_USE', T.commoditySetInUse)
          : json(200, {}),
    });
    const sets = await section(T.commoditySets);
    const form = within(sets.getByRole('form', { name: T.commoditySetAdd }));
    type(form.getByRole('textbox', { name: T.commoditySetName }), '高山茶組');
    type(form.getByRole('textbox', { name: C.yuan(T.commoditySetAmount) }), '1500');
    fireEvent.click(form.getByRole('button', { name: T.commoditySetAdd }));
    expect(await form.findByText(unit(T.commoditySetAmount, 1000))).toBeTruthy();
    expect(writes()).toHaveLength(0);

    type(form.getByRole('textbox', { name: C.yuan(T.commoditySetAmount) }), '5000');
    fireEvent.click(form.getByRole('button', { name: T.commoditySetAdd }));
    expect(await sets.findByText('高山茶組')).toBeTruthy();
    expect(writes()[0]?.body).toEqual({ name: '高山茶組', description: '', amount: 5000 });
    expect((form.getByRole('textbox', { name: T.commoditySetName }) as HTMLInputElement).value).toBe('');

    fireEvent.click(sets.getByRole('button', { name: `${T.commoditySetDelete} 有機白米禮盒` }));
    await confirmDelete(T.commoditySetDelete);
    expect(await screen.findByText(T.commoditySetInUse)).toBeTruthy();
    expect(sets.getByText('有機白米禮盒')).toBeTruthy();

    refuseDelete = false;
    fireEvent.click(sets.getByRole('button', { name: `${T.commoditySetDelete} 有機白米禮盒` }));
    await confirmDelete(T.commoditySetDelete);
    await waitFor(() => expect(sets.queryByText('有機白米禮盒')).toBeNull());
    expect(writes().filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      `${LISTING}/commodity-sets/31`,
      `${LISTING}/commodity-sets/31`,
    ]);
  });

  it('uploads a JPG/PNG photo with its kind and caption, refusing other files, and removes one', async () => {
    const { writes } = renderShow();
    const gallery = await section(T.gallery);
    const form = within(gallery.getByRole('form', { name: T.galleryUpload }));
    fireEvent.click(form.getByRole('button', { name: T.galleryUpload }));
    expect(await form.findByText(MESSAGES.minImages)).toBeTruthy();

    fireEvent.change(form.getByLabelText(T.galleryFile), { target: { files: [new File(['%PDF'], 'report.pdf', { type: 'application/pdf' })] } });
    fireEvent.click(form.getByRole('button', { name: T.galleryUpload }));
    expect(await form.findByText(MESSAGES.uploadBadFormat)).toBeTruthy();
    expect(writes()).toHaveLength(0);

    const photo = new File(['png'], 'tractor.png', { type: 'image/png' });
    fireEvent.change(form.getByLabelText(T.galleryFile), { target: { files: [photo] } });
    await chooseOption(form, T.galleryKind, GALLERY_KIND_LABELS.collateral);
    type(form.getByRole('textbox', { name: T.galleryCaption }), '曳引機');
    fireEvent.click(form.getByRole('button', { name: T.galleryUpload }));
    expect(await gallery.findByRole('img', { name: '曳引機' })).toBeTruthy();
    const upload = writes()[0];
    expect(upload?.path).toBe(`${LISTING}/gallery`);
    const sent = upload?.body as FormData;
    expect(sent.get('kind')).toBe('collateral');
    expect(sent.get('caption')).toBe('曳引機');
    expect((sent.get('file') as File).name).toBe('tractor.png');

    fireEvent.click(gallery.getByRole('button', { name: `${T.galleryDelete} 收成的稻穀` }));
    await confirmDelete(T.galleryDelete);
    await waitFor(() => expect(gallery.queryByRole('img', { name: '收成的稻穀' })).toBeNull());
    expect(writes().at(-1)?.path).toBe(`${LISTING}/gallery/41`);
  });

  it('saves the credit records as one list, with the server’s errors on the row’s field', async () => {
    let refuse = true;
    const { writes } = renderShow({
      write: (call) =>
        call.path.endsWith('/credit-records') && refuse
          ? apiError(400, 'VALIDATION_FAILED', MESSAGES.inputErrorText, { 'records.1.kind': maxLength(T.creditRecordKind, 30) })
          : json(200, {}),
    });
    const records = await section(T.creditRecords);
    fireEvent.click(records.getByRole('button', { name: T.creditRecordAdd }));
    type(records.getByRole('textbox', { name: C.recordField(T.creditRecordInstitution, 2) }), '玉山銀行');
    type(records.getByRole('textbox', { name: C.recordField(T.creditRecordBalanceThousand, 2) }), '-5');
    fireEvent.click(records.getByRole('button', { name: C.save }));
    expect(await records.findByText(requiredField(T.creditRecordKind))).toBeTruthy();
    const balance = records.getByRole('textbox', { name: C.recordField(T.creditRecordBalanceThousand, 2) });
    expect(balance.getAttribute('aria-invalid')).toBe('true');
    expect(records.getByRole('textbox', { name: C.recordField(T.creditRecordInstitution, 2) }).getAttribute('aria-invalid')).toBe('false');
    expect(writes()).toHaveLength(0);

    type(records.getByRole('textbox', { name: C.recordField(T.creditRecordKind, 2) }), '信用卡');
    type(records.getByRole('textbox', { name: C.recordField(T.creditRecordBalanceThousand, 2) }), '120');
    fireEvent.click(records.getByRole('button', { name: C.save }));
    expect(await records.findByText(maxLength(T.creditRecordKind, 30))).toBeTruthy();
    expect(records.getByRole('textbox', { name: C.recordField(T.creditRecordKind, 2) }).getAttribute('aria-invalid')).toBe('true');

    refuse = false;
    fireEvent.click(records.getByRole('button', { name: C.save }));
    await waitFor(() => expect(records.queryByText(maxLength(T.creditRecordKind, 30))).toBeNull());
    expect(writes()).toHaveLength(2);
    expect(writes().at(-1)?.body).toEqual({
      records: [
        { institution: '臺灣銀行', kind: '房屋貸款', balance_thousand: 3250 },
        { institution: '玉山銀行', kind: '信用卡', balance_thousand: 120 },
      ],
    });
    fireEvent.click(records.getByRole('button', { name: C.removeRecord(1) }));
    fireEvent.click(records.getByRole('button', { name: C.save }));
    await waitFor(() => expect(writes().at(-1)?.body).toEqual({ records: [{ institution: '玉山銀行', kind: '信用卡', balance_thousand: 120 }] }));
  });

  it('saves a year of a statement in thousands, edits a filed year and removes one', async () => {
    const { writes } = renderShow();
    const statements = await section(T.financialStatements);
    const form = within(statements.getByRole('form', { name: T.financialStatementSave }));
    type(form.getByRole('textbox', { name: T.financialYear }), '1899');
    type(form.getByRole('textbox', { name: C.thousands(FINANCIAL_ITEM_LABELS.equity) }), '1.5');
    fireEvent.click(form.getByRole('button', { name: T.financialStatementSave }));
    expect(await form.findByText(MESSAGES.integer)).toBeTruthy();
    expect(form.getByRole('textbox', { name: T.financialYear }).getAttribute('aria-invalid')).toBe('true');
    expect(writes()).toHaveLength(0);

    type(form.getByRole('textbox', { name: T.financialYear }), '2024');
    type(form.getByRole('textbox', { name: C.thousands(FINANCIAL_ITEM_LABELS.equity) }), '800');
    type(form.getByRole('textbox', { name: C.thousands(FINANCIAL_ITEM_LABELS.current_assets) }), '1200');
    fireEvent.click(form.getByRole('button', { name: T.financialStatementSave }));
    expect(await statements.findByRole('table', { name: MARKET_TEXTS.balanceSheet })).toBeTruthy();
    expect(writes()[0]?.method).toBe('PUT');
    expect(writes()[0]?.path).toBe(`${LISTING}/financials/balance_sheet/2024`);
    expect(writes()[0]?.body).toEqual({ items: { current_assets: 1200, equity: 800 } });

    const incomeYear = C.statementOfYear(MARKET_TEXTS.incomeStatement, 2024);
    fireEvent.click(statements.getByRole('button', { name: `${C.edit} ${incomeYear}` }));
    expect(form.getByRole('combobox', { name: T.financialStatementKind }).textContent).toBe(MARKET_TEXTS.incomeStatement);
    expect((form.getByRole('textbox', { name: C.thousands(FINANCIAL_ITEM_LABELS.net_income) }) as HTMLInputElement).value).toBe('-300');

    fireEvent.click(statements.getByRole('button', { name: `${T.financialStatementDelete} ${incomeYear}` }));
    await confirmDelete(T.financialStatementDelete);
    await waitFor(() => expect(statements.queryByRole('table', { name: MARKET_TEXTS.incomeStatement })).toBeNull());
    expect(writes().at(-1)?.method).toBe('DELETE');
    expect(writes().at(-1)?.path).toBe(`${LISTING}/financials/income_statement/2024`);
  });

  it('is read-only once the loan is past matching, and shows no farmer sections on other loans', async () => {
    const first = renderShow({
      row: loanRow({ status: 'repaying', status_label: LOAN_STATUS_LABELS.repaying }),
      listing: listingOf({ loan: { id: 5, serial: 'LA20260005', app_type: 'farmer', status: 'repaying' }, editable: false }),
    });
    expect(await screen.findByText(T.notEditableNote)).toBeTruthy();
    const farmer = await section(T.farmerTitle);
    expect(farmer.getByRole('textbox', { name: T.produceSituation }).hasAttribute('disabled')).toBe(true);
    expect(farmer.queryByRole('button', { name: C.save })).toBeNull();
    expect((await section(T.commoditySets)).queryByRole('button', { name: `${T.commoditySetDelete} 有機白米禮盒` })).toBeNull();
    expect(screen.queryByRole('form', { name: T.galleryUpload })).toBeNull();
    const records = await section(T.creditRecords);
    expect(records.getByText('NT$ 3,250,000')).toBeTruthy();
    expect(records.queryByRole('button', { name: C.save })).toBeNull();
    expect(screen.queryByRole('form', { name: T.financialStatementSave })).toBeNull();
    expect(first.writes()).toHaveLength(0);
  });

  it('shows only credit records and statements on a loan that is not a farmer loan', async () => {
    renderShow({
      row: loanRow({ app_type: 'sme' }),
      listing: listingOf({ loan: { id: 5, serial: 'LA20260005', app_type: 'sme', status: 'matching' }, farmer: null }),
    });
    expect(await screen.findByRole('region', { name: T.creditRecords })).toBeTruthy();
    expect(screen.getByRole('region', { name: T.financialStatements })).toBeTruthy();
    expect(screen.queryByRole('region', { name: T.farmerTitle })).toBeNull();
    expect(screen.queryByRole('region', { name: T.commoditySets })).toBeNull();
    expect(screen.queryByRole('region', { name: T.gallery })).toBeNull();
    expect(screen.getByRole('region', { name: C.loan })).toBeTruthy();
    expect(screen.getByText(CONSOLE_LOAN_TEXTS.serial)).toBeTruthy();
  });

  it('asks a farmer loan without a profile for the profile before sets and photos', async () => {
    renderShow({ listing: listingOf({ farmer: null }) });
    expect(await screen.findByRole('region', { name: T.farmerTitle })).toBeTruthy();
    expect((await section(T.commoditySets)).getByText(T.farmerProfileFirst)).toBeTruthy();
    expect((await section(T.gallery)).getByText(T.farmerProfileFirst)).toBeTruthy();
  });
});
