import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  FIELD_LABELS,
  GUARANTOR_FIXED_VALUES,
  LOAN_APP_TYPE_LABELS,
  LOAN_STEP_TITLES,
  MESSAGES,
  OPTIONS,
  requiredField,
} from '@lendbridge/domain';
import type { LoanStepId } from '@lendbridge/domain';
import { mockFetch } from '../../test/fetchMock';
import type { MockRoutes } from '../../test/fetchMock';
import { STATUSES, currentUrl, renderRoute } from '../../test/render';
import { ADD_COLLATERAL_LABEL, CONFIRM_LABEL, DELETE_LABEL } from './CollateralStep';
import { CANCEL_LABEL } from './ConfirmDialog';
import { GUARANTOR_FIXED_ROWS, GUARANTOR_SAVE_LABEL } from './GuarantorPanel';
import { BACK_LABEL, BORROWER_PATH, LoanApplicationPage, NEXT_LABEL, SUBMIT_LABEL } from './LoanApplicationPage';
import type { LoanApplicationData, StoredRealtyCollateral } from './loanApplication.api';
import { FLAG_LABELS, contactLabel } from './StepFields';
import { ALUMNI_RECORD, COMPLETE_PROFILE, SERIAL, draft, guarantorDraft, studentDraft } from './testDrafts';

const PATH = `/api/loan-applications/${SERIAL}`;

const routesFor = (data: LoanApplicationData, more: MockRoutes = {}): MockRoutes => ({
  [`GET ${PATH}`]: { body: { data } },
  [`PUT ${PATH}`]: { body: { data: { application: { serial: SERIAL } } } },
  'POST /api/attributes': { body: { data: { 'address.city': [{ value: '臺北市', label: '臺北市' }] } } },
  'GET /api/address-attributes': { body: { data: { 中正區: '100', 大安區: '106' } } },
  [`GET ${PATH}/school-email/check-verified`]: { body: { data: { verify: false, email: null } } },
  'GET /api/member/profile': { body: { data: null } },
  ...more,
});

const renderWizard = () =>
  renderRoute(<LoanApplicationPage />, {
    url: `/loan-application/${SERIAL}`,
    path: '/loan-application/:serial',
    status: STATUSES.full,
  });

const stepHeading = (step: LoanStepId) => screen.findByRole('heading', { level: 2, name: LOAN_STEP_TITLES[step] });

const tabTitles = () => screen.getAllByRole('tab').map((tab) => tab.textContent?.replace(/^\d+/, ''));

const titlesOf = (steps: readonly LoanStepId[]) => steps.map((id) => LOAN_STEP_TITLES[id]);

const labelOf = (group: 'realty_house_type', value: string): string =>
  OPTIONS[group].find((option) => option.value === value)?.label ?? value;

describe('general flow types', () => {
  it.each(['sme', 'farmer', 'other', 'ntu'] as const)('runs %s on the general steps under its own title and app_type', async (appType) => {
    const data = draft({ application: { purpose: 'startup', description: '購置生財器具' }, appType });
    const { apiCalls } = mockFetch(routesFor(appType === 'ntu' ? { ...data, alumni: ALUMNI_RECORD } : data));
    const { user } = renderWizard();
    await stepHeading('purpose');
    expect(screen.getByRole('heading', { level: 1, name: LOAN_APP_TYPE_LABELS[appType] })).toBeTruthy();
    expect(tabTitles()).toEqual(titlesOf(['purpose', 'related_data', 'financial', 'company', 'contact', 'doc_note']));
    await user.click(screen.getByRole('button', { name: NEXT_LABEL }));
    await stepHeading('related_data');
    await waitFor(() => expect(apiCalls().filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([{ app_type: appType, step: 2 }]));
  });

  it('shows three contact persons in the general flow and two in the student flow', async () => {
    mockFetch(routesFor(draft({ step: 5, appType: 'farmer' })));
    const general = renderWizard();
    await stepHeading('contact');
    expect(screen.getByLabelText(contactLabel(2, 'name'))).toBeTruthy();
    general.unmount();

    mockFetch(routesFor(studentDraft(4)));
    renderWizard();
    await stepHeading('contact');
    expect(screen.getByLabelText(contactLabel(1, 'name'))).toBeTruthy();
    expect(screen.queryByLabelText(contactLabel(2, 'name'))).toBeNull();
  });
});

describe('guarantor application', () => {
  it('shows the forced values read-only on its first step and never sends them', async () => {
    const { apiCalls } = mockFetch(routesFor(guarantorDraft(1)));
    const { user } = renderWizard();
    await stepHeading('financial');
    expect(tabTitles()).toEqual(titlesOf(['financial', 'company', 'contact', 'doc_note']));
    expect(screen.getByRole('heading', { level: 1, name: LOAN_APP_TYPE_LABELS.guarantor })).toBeTruthy();
    for (const row of GUARANTOR_FIXED_ROWS) {
      const field = screen.getByLabelText(row.label) as HTMLInputElement;
      expect(field.value).toBe(row.value);
      expect(field.readOnly).toBe(true);
    }
    expect(screen.getByLabelText(FIELD_LABELS.amount_ten_thousand)).toHaveProperty('value', String(GUARANTOR_FIXED_VALUES.amount_ten_thousand));
    const transfer = screen.getByRole('checkbox', { name: FLAG_LABELS.agree_transfer }) as HTMLInputElement;
    expect(transfer.checked).toBe(false);
    expect(transfer.disabled).toBe(true);

    await user.type(screen.getByLabelText(FIELD_LABELS.credit_card_count), '2');
    await waitFor(() => expect(apiCalls().filter((call) => call.method === 'PUT')).toHaveLength(1));
    const [put] = apiCalls().filter((call) => call.method === 'PUT');
    expect(put?.body).toEqual({ app_type: 'guarantor', profile: { credit_card_count: '2' }, step: 1 });
  });

  it('names the guarantor by resident id with its own button and shows the state', async () => {
    const { apiCalls } = mockFetch(
      routesFor(guarantorDraft(1), {
        [`POST ${PATH}/guarantor`]: ({ body }) =>
          (body as { resident_id: string }).resident_id === 'A123456789'
            ? { status: 400, body: { statusCode: 400, code: 'VALIDATION', message: MESSAGES.inputErrorText, errors: { resident_id: MESSAGES.guarantorNotSelf } } }
            : { body: { data: { serial: SERIAL, confirmed: false } } },
      }),
    );
    const { user } = renderWizard();
    await stepHeading('financial');
    const residentId = screen.getByLabelText(FIELD_LABELS.guarantor_resident_id);
    await user.type(residentId, 'A12345');
    await user.click(screen.getByRole('button', { name: GUARANTOR_SAVE_LABEL }));
    expect(await screen.findByText(MESSAGES.identityNumber)).toBeTruthy();
    expect(apiCalls().some((call) => call.path === `${PATH}/guarantor`)).toBe(false);

    await user.clear(residentId);
    await user.type(residentId, 'a123456789');
    await user.click(screen.getByRole('button', { name: GUARANTOR_SAVE_LABEL }));
    expect(await screen.findByText(MESSAGES.guarantorNotSelf)).toBeTruthy();

    await user.clear(residentId);
    await user.type(residentId, 'B223456782');
    await user.click(screen.getByRole('button', { name: GUARANTOR_SAVE_LABEL }));
    expect(await screen.findByText(`${MESSAGES.guarantorNamedPending}（B223456782）`)).toBeTruthy();
    expect(apiCalls().filter((call) => call.path === `${PATH}/guarantor`).map((call) => call.body)).toEqual([
      { resident_id: 'A123456789' },
      { resident_id: 'B223456782' },
    ]);
    expect(apiCalls().some((call) => call.method === 'PUT')).toBe(false);
  });

  it('shows the guarantor named earlier, and keeps it across steps', async () => {
    mockFetch(
      routesFor({ ...guarantorDraft(1, { ...COMPLETE_PROFILE, credit_card_count: 0 }), guarantor: { resident_id: 'B223456782', confirmed: true } }),
    );
    const { user } = renderWizard();
    expect(await screen.findByText(`${MESSAGES.guarantorNamedConfirmed}（B223456782）`)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: NEXT_LABEL }));
    await user.click(await screen.findByRole('button', { name: BACK_LABEL }));
    expect(await screen.findByText(`${MESSAGES.guarantorNamedConfirmed}（B223456782）`)).toBeTruthy();
  });

  it('leaves the forced agreement off its contact step', async () => {
    mockFetch(routesFor(guarantorDraft(3, COMPLETE_PROFILE)));
    renderWizard();
    await stepHeading('contact');
    expect(screen.getByRole('checkbox', { name: FLAG_LABELS.agree_contact })).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: FLAG_LABELS.agree_transfer })).toBeNull();
  });
});

describe('realty application', () => {
  const HOUSE: StoredRealtyCollateral = {
    id: '44444444-4444-4444-8444-444444444444',
    type: 'house',
    details: {
      realty_address: { city: '臺北市', district: '中正區', address: '重慶南路一段 122 號' },
      house_age: 12,
      house_type: 'apartment',
      expect_value_10k: 900,
    },
    parking_space: true,
  };
  const realtyDraft = draft({ application: { purpose: 'home_improvement', description: '房屋修繕' }, step: 3, appType: 'realty' });

  it('adds a house with its address, age, type, value and parking space', async () => {
    const { apiCalls } = mockFetch(
      routesFor(realtyDraft, {
        [`GET ${PATH}/collaterals`]: { body: { data: [] } },
        [`POST ${PATH}/collaterals`]: { status: 201, body: { data: { collateral: HOUSE, collaterals: [HOUSE] } } },
      }),
    );
    const { user } = renderWizard();
    await stepHeading('collateral');
    expect(tabTitles()).toEqual(titlesOf(['purpose', 'related_data', 'collateral', 'contact', 'doc_note']));
    expect(screen.queryByLabelText(FIELD_LABELS.collateral_brand)).toBeNull();

    await user.click(screen.getByRole('button', { name: ADD_COLLATERAL_LABEL }));
    expect(await screen.findByText(requiredField(FIELD_LABELS.city))).toBeTruthy();
    expect(screen.getByText(requiredField(FIELD_LABELS.house_age))).toBeTruthy();
    expect(apiCalls().some((call) => call.method === 'POST' && call.path.endsWith('/collaterals'))).toBe(false);

    await user.selectOptions(screen.getByLabelText(FIELD_LABELS.city), '臺北市');
    await waitFor(() => expect(screen.getByRole('option', { name: '中正區' })).toBeTruthy());
    await user.selectOptions(screen.getByLabelText(FIELD_LABELS.district), '中正區');
    expect((screen.getByLabelText(FIELD_LABELS.zip_code) as HTMLInputElement).value).toBe('100');
    await user.type(screen.getByLabelText(FIELD_LABELS.address), '重慶南路一段 122 號');
    await user.selectOptions(screen.getByLabelText(FIELD_LABELS.realty_house_type), labelOf('realty_house_type', 'apartment'));
    await user.type(screen.getByLabelText(FIELD_LABELS.house_age), '12');
    await user.type(screen.getByLabelText(FIELD_LABELS.expect_value_10k), '900');
    await user.click(screen.getByRole('checkbox', { name: MESSAGES.realtyParking }));
    await user.click(screen.getByRole('button', { name: ADD_COLLATERAL_LABEL }));

    const list = await screen.findByRole('list', { name: MESSAGES.collateralsAdded });
    expect(within(list).getByText('臺北市中正區重慶南路一段 122 號')).toBeTruthy();
    expect(within(list).getByText(new RegExp(`${labelOf('realty_house_type', 'apartment')}.*${MESSAGES.realtyParking}`))).toBeTruthy();
    expect(apiCalls().find((call) => call.method === 'POST' && call.path === `${PATH}/collaterals`)?.body).toEqual({
      type: 'house',
      details: {
        realty_address: { city: '臺北市', district: '中正區', address: '重慶南路一段 122 號' },
        house_age: 12,
        house_type: 'apartment',
        expect_value_10k: 900,
      },
      parking_space: true,
    });
    expect((screen.getByLabelText(FIELD_LABELS.address) as HTMLInputElement).value).toBe('');
  });

  it('removes a house after the confirmation', async () => {
    const { apiCalls } = mockFetch(
      routesFor(realtyDraft, {
        [`GET ${PATH}/collaterals`]: { body: { data: [HOUSE] } },
        [`DELETE ${PATH}/collaterals/0`]: { body: { data: { collaterals: [] } } },
      }),
    );
    const { user } = renderWizard();
    await screen.findByText('臺北市中正區重慶南路一段 122 號');
    await user.click(screen.getByRole('button', { name: DELETE_LABEL }));
    const dialog = await screen.findByRole('dialog', { name: MESSAGES.deleteConfirm });
    await user.click(within(dialog).getByRole('button', { name: CONFIRM_LABEL }));
    expect(await screen.findByText(MESSAGES.collateralsEmpty)).toBeTruthy();
    expect(apiCalls().filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([`${PATH}/collaterals/0`]);
  });
});

describe('student application', () => {
  it('runs the student steps and asks for a .edu school e-mail on the school step', async () => {
    mockFetch(routesFor(studentDraft(3, { ...COMPLETE_PROFILE, contacts: [] })));
    const { user } = renderWizard();
    await stepHeading('school');
    expect(screen.getByRole('heading', { level: 1, name: LOAN_APP_TYPE_LABELS.student })).toBeTruthy();
    expect(tabTitles()).toEqual(titlesOf(['purpose', 'related_data', 'school', 'contact', 'doc_note']));
    for (const label of [FIELD_LABELS.school_grade, FIELD_LABELS.gpa_point, FIELD_LABELS.gpa_point_method]) {
      expect(screen.getByLabelText(label)).toBeTruthy();
    }
    for (const kind of ['student_card', 'school_transcript', 'school_tuition'] as const) {
      expect(screen.getByRole('group', { name: FIELD_LABELS[kind] })).toBeTruthy();
    }
    fireEvent.change(screen.getByLabelText(FIELD_LABELS.school_email), { target: { value: 'daming@gmail.com' } });
    await user.click(screen.getByRole('button', { name: NEXT_LABEL }));
    expect(await screen.findByText(MESSAGES.schoolEmail)).toBeTruthy();
    expect(screen.getByText(MESSAGES.minImages)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: LOAN_STEP_TITLES.school })).toBeTruthy();
  });

  it('suggests the academic address once "@" and a school domain are typed', async () => {
    mockFetch(routesFor(studentDraft(3, { ...COMPLETE_PROFILE, contacts: [] })));
    const { user } = renderWizard();
    await stepHeading('school');
    const email = screen.getByRole('combobox', { name: FIELD_LABELS.school_email });
    await user.clear(email);
    await user.type(email, 'b12345678@');
    expect(screen.queryByRole('listbox')).toBeNull();
    await user.type(email, 'ntu');
    const option = within(await screen.findByRole('listbox')).getByRole('option', { name: 'b12345678@ntu.edu.tw' });
    await user.click(option);
    expect((email as HTMLInputElement).value).toBe('b12345678@ntu.edu.tw');
  });

  it('confirms that editing ends before submitting, and submits only once confirmed', async () => {
    const { apiCalls } = mockFetch(
      routesFor(studentDraft(5), { [`POST ${PATH}/submit`]: { body: { data: { application: { serial: SERIAL } } } } }),
    );
    const { user, router } = renderWizard();
    await stepHeading('doc_note');
    await user.click(screen.getByRole('button', { name: SUBMIT_LABEL }));
    let dialog = await screen.findByRole('dialog', { name: MESSAGES.studentSubmitConfirmTitle });
    expect(within(dialog).getByText(MESSAGES.studentSubmitConfirmText)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: CANCEL_LABEL }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: MESSAGES.studentSubmitConfirmTitle })).toBeNull());
    expect(apiCalls().some((call) => call.path === `${PATH}/submit`)).toBe(false);

    await user.click(screen.getByRole('button', { name: SUBMIT_LABEL }));
    dialog = await screen.findByRole('dialog', { name: MESSAGES.studentSubmitConfirmTitle });
    await user.click(within(dialog).getByRole('button', { name: CONFIRM_LABEL }));
    expect(await screen.findByRole('dialog', { name: MESSAGES.submitSuccess })).toBeTruthy();
    await waitFor(() => expect(currentUrl(router)).toBe(BORROWER_PATH));
    expect(apiCalls().find((call) => call.path === `${PATH}/submit`)?.body).toEqual({ app_type: 'student' });
  });

  it('shows the server’s refusal of an unverified school e-mail on the school step', async () => {
    mockFetch(
      routesFor(studentDraft(5), {
        [`POST ${PATH}/submit`]: {
          status: 400,
          body: {
            statusCode: 400,
            code: 'SCHOOL_EMAIL_NOT_VERIFIED',
            message: MESSAGES.schoolEmailNotVerified,
            errors: { 'profile.school_email': MESSAGES.schoolEmailNotVerified },
          },
        },
      }),
    );
    const { user } = renderWizard();
    await stepHeading('doc_note');
    await user.click(screen.getByRole('button', { name: SUBMIT_LABEL }));
    const dialog = await screen.findByRole('dialog', { name: MESSAGES.studentSubmitConfirmTitle });
    await user.click(within(dialog).getByRole('button', { name: CONFIRM_LABEL }));
    await stepHeading('school');
    expect(await screen.findByText(MESSAGES.schoolEmailNotVerified)).toBeTruthy();
  });
});
