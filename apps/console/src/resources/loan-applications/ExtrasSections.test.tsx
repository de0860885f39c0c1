import { render, screen, within } from '@testing-library/react';
import { memoryStore } from 'react-admin';
import { describe, expect, it } from 'vitest';
import {
  CONSOLE_APPRAISAL_TEXTS,
  FIELD_LABELS,
  PAWN_COLLATERAL_ADD_ON_LABELS,
  REVIEW_EXTRAS_EVENT_LABELS,
  REVIEW_EXTRAS_TEXTS as T,
  billImageLabel,
  collateralTitle,
  ntdText,
} from '@lendbridge/domain';
import { App } from '../../App';
import { createAuthProvider } from '../../authProvider';
import { createDataProvider } from '../../dataProvider';
import { json, list, mockStaffFetch, unhandled } from '../../test/fetchMock';
import type { Collateral, CreditCardRecord, Guarantor, LoanApplicationDetail } from './types';

const API = '/api/console/loan-applications';

const REALTY: Collateral = {
  id: '0b6f2f58-3f7d-4d67-9a53-7d1a44a1c001',
  type: 'house',
  details: {
    realty_address: { city: '臺北市', district: '大安區', address: '復興南路一段 100 號 5 樓' },
    house_age: 12,
    house_type: 'elevator_building',
    description: '三房兩廳',
    expect_value_10k: 1800,
  },
  parking_space: true,
};

const CAR: Collateral = {
  id: '0b6f2f58-3f7d-4d67-9a53-7d1a44a1c002',
  type: 'car',
  details: { brand: 'Toyota', type: 'Altis', original_pack: false, guarantee: true, purchase_proof: true, expect_value_10k: 45 },
};

const CARD: CreditCardRecord = {
  id: 31,
  bank: '004',
  bank_name: '臺灣銀行',
  account: '*******8901',
  card_number: '************1111',
  amount: 25000,
  bill_image: { id: 'bill-uuid', url: '/api/uploads/bill-uuid' },
  created_at: '2025-11-20T02:30:00.000Z',
};

const GUARANTOR: Guarantor = {
  resident_id: 'A12****789',
  confirmed: true,
  relationship: 'sibling',
  confirmed_at: '2025-11-21T04:00:00.000Z',
  created_at: '2025-11-20T02:00:00.000Z',
  guarantor_user_id: 9,
  guarantor_name: '王小華',
  guarantor_member_serial: 'M000009',
};

const detail = (overrides: Partial<LoanApplicationDetail> = {}): LoanApplicationDetail => ({
  id: 12,
  serial: 'A251120000012',
  status: 'submitted',
  app_type: 'realty',
  user_id: 7,
  sales_id: null,
  decision_reason: null,
  application: { purpose: 'debt_consolidation', amount_ten_thousand: 20, period: 36 },
  profile: {},
  corporate_profile: {},
  attachments: {},
  collaterals: [],
  appraisals: [],
  credit_card_records: [],
  guarantor: null,
  step: 1,
  submitted_at: '2025-11-20T02:30:00.000Z',
  created_at: '2025-11-19T02:30:00.000Z',
  events: [
    {
      id: 1,
      action: 'guarantor_confirmed',
      from_status: null,
      to_status: null,
      data: null,
      created_at: '2025-11-21T04:00:00.000Z',
      actor_email: 'guarantor@example.com',
    },
  ],
  loan: null,
  ...overrides,
});

const renderShow = (record: LoanApplicationDetail, roles: string[] = ['sales']) => {
  mockStaffFetch(roles, (call) => {
    if (call.path === API && call.method === 'GET') return list('loan-applications', [], 0);
    if (call.path === `${API}/12` && call.method === 'GET') return json(200, record);
    return unhandled(call);
  });
  window.location.hash = '#/loan-applications/12/show';
  render(<App authProvider={createAuthProvider()} dataProvider={createDataProvider()} store={memoryStore()} />);
};

const section = async (name: string) => within(await screen.findByRole('region', { name }));

const APPRAISED = {
  id: 5,
  collateral_index: 0,
  type: 'house',
  type_label: '房屋',
  status: 'appraised',
  status_label: '已鑑價',
  appraised_at: '2025-11-21T04:00:00.000Z',
  appraised_value: 1650,
  appraiser_comment: '屋況良好，近捷運站',
  appraiser_id: 9,
  appraiser_name: '林鑑價',
} as const;

describe('loan application extras in the console', () => {
  it.each([
    ['admin', '審核'],
    ['sales', CONSOLE_APPRAISAL_TEXTS.applicationHeading],
  ])('shows %s each collateral’s appraisal: value, comment, appraiser and date', async (role, region) => {
    renderShow(detail({ collaterals: [REALTY, CAR], appraisals: [APPRAISED, { ...APPRAISED, id: 6, collateral_index: 1, type: 'car', type_label: '汽車', status: 'unappraised', status_label: '未鑑價', appraised_at: null, appraised_value: null, appraiser_comment: null, appraiser_id: null, appraiser_name: null }] }), [role]);

    const shown = await section(region);
    const table = within(shown.getByRole('table', { name: CONSOLE_APPRAISAL_TEXTS.applicationHeading }));
    expect(table.getByText(`${collateralTitle(1)} 房屋`)).toBeTruthy();
    expect(table.getByText('1650')).toBeTruthy();
    expect(table.getByText('屋況良好，近捷運站')).toBeTruthy();
    expect(table.getByText('林鑑價')).toBeTruthy();
    expect(table.getByText('未鑑價')).toBeTruthy();
  });

  it('shows each collateral with its labelled fields', async () => {
    renderShow(detail({ collaterals: [REALTY, CAR] }));

    const collaterals = await section(T.collaterals);
    const realty = within(collaterals.getByRole('article', { name: collateralTitle(1) }));
    expect(realty.getByText('房屋')).toBeTruthy();
    expect(realty.getByText('臺北市 大安區 復興南路一段 100 號 5 樓')).toBeTruthy();
    expect(realty.getByText('電梯大樓')).toBeTruthy();
    expect(realty.getByText(T.parkingSpace).nextSibling?.textContent).toBe('是');
    expect(realty.getByText(FIELD_LABELS.expect_value_10k).nextSibling?.textContent).toBe('1800');
    expect(realty.getByText('三房兩廳')).toBeTruthy();

    const car = within(collaterals.getByRole('article', { name: collateralTitle(2) }));
    expect(car.getByText('汽車')).toBeTruthy();
    expect(car.getByText('Toyota')).toBeTruthy();
    expect(car.getByText('Altis')).toBeTruthy();
    expect(
      car.getByText(`${PAWN_COLLATERAL_ADD_ON_LABELS.guarantee}、${PAWN_COLLATERAL_ADD_ON_LABELS.purchase_proof}`),
    ).toBeTruthy();
  });

  it('shows the masked card, bank and amount, with a bill thumbnail that opens the full image', async () => {
    renderShow(detail({ app_type: 'credit', credit_card_records: [CARD] }));

    const cards = await section(T.creditCards);
    expect(cards.getByText('************1111')).toBeTruthy();
    expect(cards.getByText('004 臺灣銀行')).toBeTruthy();
    expect(cards.getByText('*******8901')).toBeTruthy();
    expect(cards.getByText(ntdText(25000))).toBeTruthy();
    const label = billImageLabel(CARD.card_number);
    expect(cards.getByRole('img', { name: label }).getAttribute('src')).toBe('/api/uploads/bill-uuid');
    const link = cards.getByRole('link', { name: `開啟${label}` });
    expect(link.getAttribute('href')).toBe('/api/uploads/bill-uuid');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(screen.queryByRole('region', { name: T.collaterals })).toBeNull();
    expect(screen.queryByRole('region', { name: T.guarantor })).toBeNull();
  });

  it('shows the guarantor as sent (masked for sales), the relationship, the confirmation and a link to the member', async () => {
    renderShow(detail({ app_type: 'guarantor', guarantor: GUARANTOR }));

    const guarantor = await section(T.guarantor);
    expect(guarantor.getByText('A12****789')).toBeTruthy();
    expect(guarantor.getByText('兄弟姊妹')).toBeTruthy();
    expect(guarantor.getAllByText(T.guarantorConfirmed).length).toBeGreaterThan(0);
    expect(guarantor.getByText('王小華')).toBeTruthy();
    expect(guarantor.getByRole('link', { name: 'M000009' }).getAttribute('href')).toBe('#/members/9/show');
    const history = await section('審核紀錄');
    expect(history.getByText(REVIEW_EXTRAS_EVENT_LABELS.guarantor_confirmed)).toBeTruthy();
  });

  it('says what is missing: no collateral, no card record, a guarantor not named or not confirmed', async () => {
    renderShow(detail({ app_type: 'realty' }));
    expect((await section(T.collaterals)).getByText(T.noCollaterals)).toBeTruthy();
    expect((await section(T.creditCards)).getByText(T.noCreditCards)).toBeTruthy();
    expect(screen.queryByRole('region', { name: T.guarantor })).toBeNull();
  });

  it('marks a named guarantor who has not confirmed as pending', async () => {
    renderShow(
      detail({
        app_type: 'guarantor',
        guarantor: {
          ...GUARANTOR,
          confirmed: false,
          relationship: null,
          confirmed_at: null,
          guarantor_user_id: null,
          guarantor_name: null,
          guarantor_member_serial: null,
        },
      }),
    );
    const guarantor = await section(T.guarantor);
    expect(guarantor.getAllByText(T.guarantorPending).length).toBeGreaterThan(0);
    expect(guarantor.queryByRole('link')).toBeNull();
  });

  it('shows 尚未指定保證人 for a guarantor application without one', async () => {
    renderShow(detail({ app_type: 'guarantor' }));
    expect((await section(T.guarantor)).getByText(T.noGuarantor)).toBeTruthy();
  });
});
