import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FIELD_LABELS, LOAN_APP_TYPE_LABELS, LOAN_STEP_TITLES, MESSAGES, OPTIONS, requiredField } from '@lendbridge/domain';
import { mockFetch } from '../../test/fetchMock';
import type { MockRoutes } from '../../test/fetchMock';
import { STATUSES, renderRoute } from '../../test/render';
import { ADD_COLLATERAL_LABEL, ADD_ON_LABELS, CONFIRM_LABEL, DELETE_LABEL } from './CollateralStep';
import { LoanApplicationPage, NEXT_LABEL } from './LoanApplicationPage';
import type { StoredCollateral } from './loanApplication.api';
import { SERIAL, draft } from './testDrafts';

const PATH = `/api/loan-applications/${SERIAL}`;

const label = (type: string): string => OPTIONS.pawn_collateral_type.find((option) => option.value === type)?.label ?? type;

const STORED_CAR: StoredCollateral = {
  id: '11111111-1111-4111-8111-111111111111',
  type: 'car',
  details: { brand: 'Toyota', type: 'Altis', original_pack: false, guarantee: true, purchase_proof: true, expect_value_10k: 40 },
};

const pawnDraft = (step: number) => {
  const base = draft({ application: { purpose: 'travel', description: '出國旅遊' }, step });
  return { ...base, application: { ...base.application, app_type: 'pawn_project' as const } };
};

const routesFor = (step: number, collaterals: StoredCollateral[], more: MockRoutes = {}): MockRoutes => ({
  [`GET ${PATH}`]: { body: { data: pawnDraft(step) } },
  [`PUT ${PATH}`]: { body: { data: { application: { serial: SERIAL } } } },
  [`GET ${PATH}/collaterals`]: { body: { data: collaterals } },
  'POST /api/attributes': { body: { data: { 'address.city': [] } } },
  ...more,
});

const renderWizard = () =>
  renderRoute(<LoanApplicationPage />, {
    url: `/loan-application/${SERIAL}`,
    path: '/loan-application/:serial',
    status: STATUSES.full,
  });

const addOnBox = (addOn: keyof typeof ADD_ON_LABELS) => screen.getByRole('checkbox', { name: ADD_ON_LABELS[addOn] });
const queryAddOnBox = (addOn: keyof typeof ADD_ON_LABELS) => screen.queryByRole('checkbox', { name: ADD_ON_LABELS[addOn] });

describe('pawn application wizard', () => {
  it('follows the pawn steps and asks for a collateral before Next', async () => {
    mockFetch(routesFor(3, []));
    const { user } = renderWizard();
    expect(await screen.findByRole('heading', { level: 2, name: LOAN_STEP_TITLES.collateral })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: LOAN_APP_TYPE_LABELS.pawn_project })).toBeTruthy();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent?.replace(/^\d+/, ''))).toEqual(
      (['purpose', 'related_data', 'collateral', 'contact', 'doc_note'] as const).map((id) => LOAN_STEP_TITLES[id]),
    );
    await user.click(screen.getByRole('button', { name: NEXT_LABEL }));
    expect(await screen.findByText(requiredField(FIELD_LABELS.collaterals))).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: LOAN_STEP_TITLES.collateral })).toBeTruthy();
  });

  it('declares a watch with its box and papers; a new boutique type starts with the add-ons unticked', async () => {
    const added: StoredCollateral = {
      id: '22222222-2222-4222-8222-222222222222',
      type: 'watch',
      details: { brand: 'Rolex', type: 'Submariner', original_pack: true, guarantee: true, purchase_proof: true, expect_value_10k: 30 },
    };
    const { apiCalls } = mockFetch(
      routesFor(3, [], { [`POST ${PATH}/collaterals`]: { status: 201, body: { data: { collateral: added, collaterals: [added] } } } }),
    );
    const { user } = renderWizard();
    await screen.findByRole('heading', { level: 2, name: LOAN_STEP_TITLES.collateral });

    await user.selectOptions(screen.getByLabelText(FIELD_LABELS.collateral_type), label('car'));
    expect(queryAddOnBox('original_pack')).toBeNull();
    await user.click(addOnBox('guarantee'));
    expect((addOnBox('guarantee') as HTMLInputElement).checked).toBe(true);

    await user.selectOptions(screen.getByLabelText(FIELD_LABELS.collateral_type), label('watch'));
    for (const addOn of ['original_pack', 'guarantee', 'purchase_proof'] as const) {
      const box = addOnBox(addOn) as HTMLInputElement;
      expect(box.checked).toBe(false);
      expect(box.disabled).toBe(false);
      await user.click(box);
      expect(box.checked).toBe(true);
    }

    await user.click(screen.getByRole('button', { name: ADD_COLLATERAL_LABEL }));
    expect(await screen.findByText(requiredField(FIELD_LABELS.expect_value_10k))).toBeTruthy();
    await user.type(screen.getByLabelText(FIELD_LABELS.expect_value_10k), '30');
    await user.click(screen.getByRole('button', { name: ADD_COLLATERAL_LABEL }));
    expect(await screen.findByText(requiredField(FIELD_LABELS.collateral_brand))).toBeTruthy();
    expect(apiCalls().some((call) => call.method === 'POST')).toBe(false);

    await user.type(screen.getByLabelText(FIELD_LABELS.collateral_brand), 'Rolex');
    await user.type(screen.getByLabelText(FIELD_LABELS.collateral_model), 'Submariner');
    await user.click(screen.getByRole('button', { name: ADD_COLLATERAL_LABEL }));

    const list = await screen.findByRole('list');
    expect(within(list).getByText(`${label('watch')} Rolex Submariner`)).toBeTruthy();
    expect(apiCalls().find((call) => call.method === 'POST' && call.path === `${PATH}/collaterals`)?.body).toEqual({
      type: 'watch',
      details: { brand: 'Rolex', type: 'Submariner', original_pack: true, guarantee: true, purchase_proof: true, expect_value_10k: 30 },
    });
    expect((screen.getByLabelText(FIELD_LABELS.collateral_type) as HTMLSelectElement).value).toBe('');
    expect(screen.queryByLabelText(FIELD_LABELS.collateral_brand)).toBeNull();
  });

  it('asks gold and a house neither brand, model nor original box, and sends only what they ask', async () => {
    const added: StoredCollateral = {
      id: '33333333-3333-4333-8333-333333333333',
      type: 'gold',
      details: { original_pack: false, guarantee: true, purchase_proof: false, expect_value_10k: 8 },
    };
    const { apiCalls } = mockFetch(
      routesFor(3, [], { [`POST ${PATH}/collaterals`]: { status: 201, body: { data: { collateral: added, collaterals: [added] } } } }),
    );
    const { user } = renderWizard();
    await screen.findByRole('heading', { level: 2, name: LOAN_STEP_TITLES.collateral });

    await user.selectOptions(screen.getByLabelText(FIELD_LABELS.collateral_type), label('watch'));
    await user.type(screen.getByLabelText(FIELD_LABELS.collateral_brand), 'Cartier');
    await user.click(addOnBox('original_pack'));

    await user.selectOptions(screen.getByLabelText(FIELD_LABELS.collateral_type), label('house'));
    expect(screen.queryByLabelText(FIELD_LABELS.collateral_brand)).toBeNull();
    expect(screen.queryByLabelText(FIELD_LABELS.collateral_model)).toBeNull();
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);

    await user.selectOptions(screen.getByLabelText(FIELD_LABELS.collateral_type), label('gold'));
    expect(screen.queryByLabelText(FIELD_LABELS.collateral_brand)).toBeNull();
    expect(screen.queryByLabelText(FIELD_LABELS.collateral_model)).toBeNull();
    expect(queryAddOnBox('original_pack')).toBeNull();
    await user.click(addOnBox('guarantee'));
    await user.type(screen.getByLabelText(FIELD_LABELS.expect_value_10k), '8');
    await user.click(screen.getByRole('button', { name: ADD_COLLATERAL_LABEL }));

    await screen.findByRole('list');
    expect(apiCalls().find((call) => call.method === 'POST' && call.path === `${PATH}/collaterals`)?.body).toEqual({
      type: 'gold',
      details: { original_pack: false, guarantee: true, purchase_proof: false, expect_value_10k: 8 },
    });
  });

  it('asks before deleting a collateral, then deletes it and says so', async () => {
    const { apiCalls } = mockFetch(
      routesFor(3, [STORED_CAR], { [`DELETE ${PATH}/collaterals/0`]: { body: { data: { collaterals: [] } } } }),
    );
    const { user } = renderWizard();
    await screen.findByText(`${label('car')} Toyota Altis`);

    await user.click(screen.getByRole('button', { name: DELETE_LABEL }));
    const dialog = await screen.findByRole('dialog', { name: MESSAGES.deleteConfirm });
    expect(apiCalls().some((call) => call.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: CONFIRM_LABEL }));

    expect(await screen.findByText(MESSAGES.deleted)).toBeTruthy();
    await waitFor(() => expect(screen.queryByText(`${label('car')} Toyota Altis`)).toBeNull());
    expect(apiCalls().filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([`${PATH}/collaterals/0`]);
  });

  it('moves on from the collateral step to the contact step once one is added', async () => {
    mockFetch(routesFor(3, [STORED_CAR]));
    const { user } = renderWizard();
    await screen.findByText(`${label('car')} Toyota Altis`);
    await user.click(screen.getByRole('button', { name: NEXT_LABEL }));
    expect(await screen.findByRole('heading', { level: 2, name: LOAN_STEP_TITLES.contact })).toBeTruthy();
  });
});
