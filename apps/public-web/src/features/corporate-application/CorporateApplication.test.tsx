import { StrictMode } from 'react';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CORPORATE_AUTOSAVE_MS,
  CORPORATE_STEP_TITLES,
  FIELD_LABELS,
  LOAN_AGREEMENT_LABELS,
  LOAN_STEP_TITLES,
  MESSAGES,
  requiredField,
} from '@lendbridge/domain';
import { getCsrfToken } from '../../app/api';
import { mockFetch } from '../../test/fetchMock';
import type { MockRoutes } from '../../test/fetchMock';
import { clickLikeBrowser } from '../../test/clickLikeBrowser';
import { STATUSES, currentUrl, renderRoute } from '../../test/render';
import type { LoanApplicationData } from '../loan-application/loanApplication.api';
import { clearAgreementCookie, readAgreementCookie, writeAgreementCookie } from './agreementCookie';
import { BORROWER_OVERVIEW_PATH, CorporateApplication } from './CorporateApplication';
import { addressGroupName } from './CorporateFields';
import {
  COMPLETE_COMPANY,
  CORPORATE_SERIAL,
  completeCorporateDraft,
  corporateDraft,
} from './testCorporateDrafts';

const PATH = `/api/loan-applications/${CORPORATE_SERIAL}`;
const ALL_AGREEMENTS = LOAN_AGREEMENT_LABELS.map((item) => item.value);
const [TERMS, PERSONAL_DATA, BLACKLIST] = LOAN_AGREEMENT_LABELS;

const routes = (more: MockRoutes = {}): MockRoutes => ({
  [`PUT ${PATH}`]: { body: { data: { application: { serial: CORPORATE_SERIAL } } } },
  'POST /api/attributes': { body: { data: { 'address.city': [{ value: '臺北市', label: '臺北市' }] } } },
  'GET /api/address-attributes': { body: { data: { 中正區: '100', 大安區: '106' } } },
  ...more,
});

const renderForm = (draft: LoanApplicationData) =>
  renderRoute(<CorporateApplication serial={CORPORATE_SERIAL} draft={draft} />, {
    url: `/loan-application/${CORPORATE_SERIAL}`,
    path: '/loan-application/:serial',
    status: STATUSES.full,
  });

const heading = (title: string | undefined) => screen.findByRole('heading', { level: 2, name: title });

const puts = (calls: ReturnType<typeof mockFetch>['apiCalls']) => calls().filter((call) => call.method === 'PUT');

/** Lets the mount effects (attribute lists, CSRF token) settle under fake timers. */
const SETTLE_MS = 10;

const settle = async () => {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(0);
  });
  await act(async () => {
    await vi.advanceTimersByTimeAsync(SETTLE_MS);
  });
};

/** Closes the alert dialog of that title (the page behind it is hidden from queries meanwhile). */
const closeDialog = async (user: ReturnType<typeof renderForm>['user'], title: string) => {
  const dialog = await screen.findByRole('dialog', { name: title });
  await user.click(within(dialog).getByRole('button'));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: title })).toBeNull());
  return dialog;
};

const advance = async (ms: number) => {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
};

beforeEach(() => clearAgreementCookie());
afterEach(() => clearAgreementCookie());

describe('CorporateApplication', () => {
  it('shows what step 1 holds, read-only, on the preview', async () => {
    mockFetch(routes());
    const { user } = renderForm(completeCorporateDraft());
    await heading(CORPORATE_STEP_TITLES.purpose);
    fireEvent.change(screen.getByLabelText(FIELD_LABELS.contact_name), { target: { value: '李小華' } });
    fireEvent.change(screen.getByLabelText(FIELD_LABELS.marketing_code), { target: { value: 'SPRING' } });
    await user.click(screen.getByRole('button', { name: MESSAGES.nextStep }));
    await heading(CORPORATE_STEP_TITLES.preview);

    const terms = within(screen.getByRole('region', { name: LOAN_STEP_TITLES.purpose }));
    expect(terms.getByText('營運周轉')).toBeTruthy();
    expect(terms.getByText('500')).toBeTruthy();
    expect(terms.getByText('24 期')).toBeTruthy();
    expect(terms.getByText('支應旺季備貨資金。')).toBeTruthy();
    expect(terms.getByText('SPRING')).toBeTruthy();
    expect(terms.getByText(MESSAGES.previewNotFilled)).toBeTruthy();
    const company = within(screen.getByRole('region', { name: FIELD_LABELS.corporate_profile }));
    expect(company.getByText(COMPLETE_COMPANY.company_name)).toBeTruthy();
    expect(company.getByText('04595257')).toBeTruthy();
    expect(company.getByText('李小華')).toBeTruthy();
    expect(company.getByText('407 臺中市西屯區市政路 1 號')).toBeTruthy();
    const person = within(screen.getByRole('region', { name: FIELD_LABELS.responsible_person_profile }));
    expect(person.getAllByText('100 臺北市中正區重慶南路一段 122 號')).toHaveLength(2);
    expect(screen.queryAllByRole('textbox')).toHaveLength(0);
    expect(screen.getAllByRole('checkbox')).toHaveLength(ALL_AGREEMENTS.length);

    await user.click(screen.getByRole('button', { name: MESSAGES.previousStep }));
    await heading(CORPORATE_STEP_TITLES.purpose);
    expect((screen.getByLabelText(FIELD_LABELS.contact_name) as HTMLInputElement).value).toBe('李小華');
  });

  it('checks step 1 before the preview', async () => {
    mockFetch(routes());
    const { user } = renderForm(corporateDraft({ application: { purpose: 'working_capital' } }));
    await heading(CORPORATE_STEP_TITLES.purpose);
    await user.click(screen.getByRole('button', { name: MESSAGES.nextStep }));
    await closeDialog(user, MESSAGES.inputErrorTitle);
    expect(screen.getByText(requiredField(FIELD_LABELS.company_name))).toBeTruthy();
    expect(within(screen.getByRole('group', { name: addressGroupName('profile', 'current_address') })).getByRole('alert').textContent).toBe(
      requiredField(FIELD_LABELS.current_address),
    );
    expect(screen.getByRole('heading', { level: 2, name: CORPORATE_STEP_TITLES.purpose })).toBeTruthy();
  });

  it('opens the preview from 下一步 without alerts or 請勾選 on boxes not yet touched', async () => {
    const { apiCalls } = mockFetch(routes());
    renderForm(completeCorporateDraft());
    await heading(CORPORATE_STEP_TITLES.purpose);
    await clickLikeBrowser(screen.getByRole('button', { name: MESSAGES.nextStep }), () => heading(CORPORATE_STEP_TITLES.preview));
    await act(async () => {
      await Promise.resolve();
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByText(MESSAGES.pleaseTick)).toBeNull();
    expect(screen.getAllByRole('checkbox').map((box) => (box as HTMLInputElement).checked)).toEqual([false, false, false]);
    expect(apiCalls().some((call) => call.path === `${PATH}/submit`)).toBe(false);
  });

  it('never submits from 下一步, even with every agreement ticked: the preview shows first', async () => {
    writeAgreementCookie(CORPORATE_SERIAL, ALL_AGREEMENTS);
    const { apiCalls } = mockFetch(
      routes({ [`POST ${PATH}/submit`]: { body: { data: { application: { serial: CORPORATE_SERIAL } } } } }),
    );
    const { user } = renderForm(completeCorporateDraft(2));
    await heading(CORPORATE_STEP_TITLES.preview);
    await user.click(screen.getByRole('button', { name: MESSAGES.previousStep }));
    await heading(CORPORATE_STEP_TITLES.purpose);
    await clickLikeBrowser(screen.getByRole('button', { name: MESSAGES.nextStep }), () => heading(CORPORATE_STEP_TITLES.preview));
    await act(async () => {
      await Promise.resolve();
    });
    expect(screen.queryByRole('dialog', { name: MESSAGES.submitSuccess })).toBeNull();
    expect(apiCalls().some((call) => call.path === `${PATH}/submit`)).toBe(false);
    expect(screen.getByRole('heading', { level: 2, name: CORPORATE_STEP_TITLES.preview })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: MESSAGES.loanSubmitLabel }));
    expect(await screen.findByRole('dialog', { name: MESSAGES.submitSuccess })).toBeTruthy();
    expect(apiCalls().filter((call) => call.path === `${PATH}/submit`)).toHaveLength(1);
  });

  it('does not submit the preview from the form itself, only from 送出申請', async () => {
    writeAgreementCookie(CORPORATE_SERIAL, ALL_AGREEMENTS);
    const { apiCalls } = mockFetch(routes());
    renderForm(completeCorporateDraft(2));
    await heading(CORPORATE_STEP_TITLES.preview);
    const form = screen.getByRole('heading', { level: 2, name: CORPORATE_STEP_TITLES.preview }).parentElement?.querySelector('form');
    await act(async () => {
      form?.requestSubmit();
      await Promise.resolve();
    });
    expect(form).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(apiCalls().some((call) => call.path === `${PATH}/submit`)).toBe(false);
  });

  it('autosaves every 30 s, only when something changed, only the changed fields', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    const { apiCalls } = mockFetch(routes());
    renderForm(completeCorporateDraft());
    await settle();
    fireEvent.change(screen.getByLabelText(FIELD_LABELS.contact_name), { target: { value: '李小華' } });
    fireEvent.change(screen.getByLabelText(FIELD_LABELS.amount_ten_thousand), { target: { value: '800' } });
    await advance(CORPORATE_AUTOSAVE_MS - SETTLE_MS - 1);
    expect(puts(apiCalls)).toHaveLength(0);
    await advance(1);
    expect(puts(apiCalls).map((call) => call.body)).toEqual([
      { app_type: 'corporate', application: { amount_ten_thousand: 800 }, corporate_profile: { contact_name: '李小華' } },
    ]);
    expect(screen.getByRole('status').textContent).toBe(MESSAGES.saved);

    await advance(CORPORATE_AUTOSAVE_MS);
    expect(puts(apiCalls)).toHaveLength(1);

    const address = within(screen.getByRole('group', { name: addressGroupName('profile', 'current_address') }));
    fireEvent.change(address.getByLabelText(FIELD_LABELS.address), { target: { value: '' } });
    fireEvent.change(address.getByLabelText(FIELD_LABELS.zip_code), { target: { value: '' } });
    fireEvent.change(address.getByLabelText(FIELD_LABELS.city), { target: { value: '' } });
    await advance(CORPORATE_AUTOSAVE_MS);
    expect(puts(apiCalls)[1]?.body).toEqual({ app_type: 'corporate', profile: { current_address: null } });
  });

  it('holds back a changed field that fails its own rule and shows its message', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    const { apiCalls } = mockFetch(routes());
    renderForm(completeCorporateDraft());
    await settle();
    fireEvent.change(screen.getByLabelText(FIELD_LABELS.tax_id), { target: { value: '12345678' } });
    fireEvent.change(screen.getByLabelText(FIELD_LABELS.company_name), { target: { value: '信橋科技股份有限公司' } });
    await advance(CORPORATE_AUTOSAVE_MS);
    expect(puts(apiCalls).map((call) => call.body)).toEqual([
      { app_type: 'corporate', corporate_profile: { company_name: '信橋科技股份有限公司' } },
    ]);
    expect(screen.getByText(MESSAGES.taxId)).toBeTruthy();

    fireEvent.change(screen.getByLabelText(FIELD_LABELS.tax_id), { target: { value: '04595257' } });
    expect(screen.queryByText(MESSAGES.taxId)).toBeNull();
    await advance(CORPORATE_AUTOSAVE_MS);
    expect(puts(apiCalls)).toHaveLength(1);
  });

  it('saves the changes when the page is left and says the data is saved temporarily', async () => {
    const { apiCalls } = mockFetch(routes());
    const { router } = renderForm(completeCorporateDraft());
    await heading(CORPORATE_STEP_TITLES.purpose);
    fireEvent.change(screen.getByLabelText(FIELD_LABELS.company_name), { target: { value: '信橋科技股份有限公司' } });
    await act(async () => {
      await router.navigate('/market-place');
    });
    expect(await screen.findByRole('dialog', { name: MESSAGES.draftSavedTemporarily })).toBeTruthy();
    expect(puts(apiCalls).map((call) => call.body)).toEqual([
      { app_type: 'corporate', corporate_profile: { company_name: '信橋科技股份有限公司' } },
    ]);
  });

  it('leaves without a save when nothing changed', async () => {
    const { apiCalls } = mockFetch(routes());
    const { router } = renderForm(completeCorporateDraft());
    await heading(CORPORATE_STEP_TITLES.purpose);
    await act(async () => {
      await router.navigate('/market-place');
    });
    expect(await screen.findByRole('dialog', { name: MESSAGES.draftSavedTemporarily })).toBeTruthy();
    expect(puts(apiCalls)).toHaveLength(0);
  });

  it('does not take the development double mount for leaving', async () => {
    const { apiCalls } = mockFetch(routes());
    renderRoute(
      <StrictMode>
        <CorporateApplication serial={CORPORATE_SERIAL} draft={completeCorporateDraft()} />
      </StrictMode>,
      { url: `/loan-application/${CORPORATE_SERIAL}`, path: '/loan-application/:serial', status: STATUSES.full },
    );
    await heading(CORPORATE_STEP_TITLES.purpose);
    await act(async () => {
      await Promise.resolve();
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(puts(apiCalls)).toHaveLength(0);
  });

  it('sends the changes with a keepalive request when the tab is hidden or closed, once', async () => {
    const { fetchMock } = mockFetch(routes());
    renderForm(completeCorporateDraft());
    await heading(CORPORATE_STEP_TITLES.purpose);
    await waitFor(() => expect(getCsrfToken()).not.toBeNull());
    fireEvent.change(screen.getByLabelText(FIELD_LABELS.contact_mobile), { target: { value: '0987654321' } });
    window.dispatchEvent(new Event('pagehide'));
    window.dispatchEvent(new Event('beforeunload'));
    const sent = fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT');
    expect(sent).toHaveLength(1);
    const [url, init] = sent[0] ?? [];
    expect(url).toBe(PATH);
    expect(init?.keepalive).toBe(true);
    expect(new Headers(init?.headers).get('X-CSRF-Token')).toBe(getCsrfToken());
    expect(new Headers(init?.headers).get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(JSON.parse(String(init?.body))).toEqual({ app_type: 'corporate', corporate_profile: { contact_mobile: '0987654321' } });
  });

  it('restores the agreements ticked on this draft from the cookie and keeps new ticks there', async () => {
    writeAgreementCookie(CORPORATE_SERIAL, [TERMS.value, BLACKLIST.value]);
    mockFetch(routes());
    const { user } = renderForm(completeCorporateDraft(2));
    await heading(CORPORATE_STEP_TITLES.preview);
    const box = (label: string) => screen.getByRole('checkbox', { name: label }) as HTMLInputElement;
    expect([box(TERMS.label).checked, box(PERSONAL_DATA.label).checked, box(BLACKLIST.label).checked]).toEqual([true, false, true]);
    await user.click(box(PERSONAL_DATA.label));
    await user.click(box(TERMS.label));
    expect(readAgreementCookie(CORPORATE_SERIAL)).toEqual([PERSONAL_DATA.value, BLACKLIST.value]);
  });

  it('does not restore the agreements of another draft', async () => {
    writeAgreementCookie('LA20269999', ALL_AGREEMENTS);
    mockFetch(routes());
    renderForm(completeCorporateDraft(2));
    await heading(CORPORATE_STEP_TITLES.preview);
    expect(screen.getAllByRole('checkbox').map((box) => (box as HTMLInputElement).checked)).toEqual([false, false, false]);
  });

  it('submits with a missing field: goes to it, scrolls to it and alerts 輸入錯誤', async () => {
    writeAgreementCookie(CORPORATE_SERIAL, ALL_AGREEMENTS);
    const scrollIntoView = vi.fn();
    Object.defineProperty(Element.prototype, 'scrollIntoView', { value: scrollIntoView, configurable: true, writable: true });
    const { tax_id: _taxId, ...company } = COMPLETE_COMPANY;
    const { apiCalls } = mockFetch(routes());
    const draft = { ...completeCorporateDraft(2), corporate_profile: company };
    const { user } = renderForm(draft);
    await heading(CORPORATE_STEP_TITLES.preview);
    await user.click(screen.getByRole('button', { name: MESSAGES.loanSubmitLabel }));
    const dialog = await closeDialog(user, MESSAGES.inputErrorTitle);
    expect(within(dialog).getByText(MESSAGES.inputErrorText)).toBeTruthy();
    await heading(CORPORATE_STEP_TITLES.purpose);
    expect(screen.getByText(requiredField(FIELD_LABELS.tax_id))).toBeTruthy();
    const taxId = screen.getByLabelText(FIELD_LABELS.tax_id);
    await waitFor(() => expect(scrollIntoView.mock.contexts[0]).toBe(taxId.closest('.MuiFormControl-root')));
    expect(document.activeElement).toBe(taxId);
    expect(apiCalls().some((call) => call.path === `${PATH}/submit`)).toBe(false);
    Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
  });

  it('asks for every agreement before submitting', async () => {
    writeAgreementCookie(CORPORATE_SERIAL, [TERMS.value]);
    const { apiCalls } = mockFetch(routes());
    const { user } = renderForm(completeCorporateDraft(2));
    await heading(CORPORATE_STEP_TITLES.preview);
    await user.click(screen.getByRole('button', { name: MESSAGES.loanSubmitLabel }));
    await closeDialog(user, MESSAGES.inputErrorTitle);
    expect(screen.getByRole('heading', { level: 2, name: CORPORATE_STEP_TITLES.preview })).toBeTruthy();
    expect(screen.getAllByText(MESSAGES.pleaseTick)).toHaveLength(2);
    expect(apiCalls().some((call) => call.path === `${PATH}/submit`)).toBe(false);
  });

  it('puts the server’s 400 errors under their fields and shows the first one’s step', async () => {
    writeAgreementCookie(CORPORATE_SERIAL, ALL_AGREEMENTS);
    mockFetch(
      routes({
        [`POST ${PATH}/submit`]: {
          status: 400,
          body: {
            statusCode: 400,
            code: 'VALIDATION',
            message: MESSAGES.inputErrorText,
            errors: {
              'agreement.agree_blacklist_policy': MESSAGES.pleaseTick,
              'corporate_profile.tax_id': MESSAGES.taxId,
              'application.value_date_type': requiredField(FIELD_LABELS.value_date_type),
            },
          },
        },
      }),
    );
    const { user } = renderForm(completeCorporateDraft(2));
    await heading(CORPORATE_STEP_TITLES.preview);
    await user.click(screen.getByRole('button', { name: MESSAGES.loanSubmitLabel }));
    const dialog = await closeDialog(user, MESSAGES.inputErrorTitle);
    expect(within(dialog).getByText(new RegExp(requiredField(FIELD_LABELS.value_date_type)))).toBeTruthy();
    await heading(CORPORATE_STEP_TITLES.purpose);
    expect(screen.getByText(MESSAGES.taxId)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: MESSAGES.nextStep }));
    await heading(CORPORATE_STEP_TITLES.preview);
    expect(screen.getByText(MESSAGES.pleaseTick)).toBeTruthy();
  });

  it('submits the agreement, clears its cookie and goes to the borrower overview', async () => {
    writeAgreementCookie(CORPORATE_SERIAL, ALL_AGREEMENTS);
    const { apiCalls } = mockFetch(
      routes({ [`POST ${PATH}/submit`]: { body: { data: { application: { serial: CORPORATE_SERIAL } } } } }),
    );
    const { user, router } = renderForm(completeCorporateDraft(2));
    await heading(CORPORATE_STEP_TITLES.preview);
    await user.click(screen.getByRole('button', { name: MESSAGES.loanSubmitLabel }));
    expect(await screen.findByRole('dialog', { name: MESSAGES.submitSuccess })).toBeTruthy();
    await waitFor(() => expect(currentUrl(router)).toBe(BORROWER_OVERVIEW_PATH));
    expect(apiCalls().filter((call) => call.method !== 'GET' && call.path !== '/api/attributes')).toEqual([
      expect.objectContaining({
        path: `${PATH}/submit`,
        body: { app_type: 'corporate', agreement: { agree_application_terms: true, agree_personal_data: true, agree_blacklist_policy: true } },
      }),
    ]);
    expect(readAgreementCookie(CORPORATE_SERIAL)).toEqual([]);
    await act(async () => {
      await Promise.resolve();
    });
    expect(screen.queryByRole('dialog', { name: MESSAGES.draftSavedTemporarily })).toBeNull();
  });

  it('saves the last changes before submitting', async () => {
    writeAgreementCookie(CORPORATE_SERIAL, ALL_AGREEMENTS);
    const { apiCalls } = mockFetch(
      routes({ [`POST ${PATH}/submit`]: { body: { data: { application: { serial: CORPORATE_SERIAL } } } } }),
    );
    const { user } = renderForm(completeCorporateDraft());
    await heading(CORPORATE_STEP_TITLES.purpose);
    fireEvent.change(screen.getByLabelText(FIELD_LABELS.alliance_code), { target: { value: 'ALLY01' } });
    await user.click(screen.getByRole('button', { name: MESSAGES.nextStep }));
    await heading(CORPORATE_STEP_TITLES.preview);
    await user.click(screen.getByRole('button', { name: MESSAGES.loanSubmitLabel }));
    expect(await screen.findByRole('dialog', { name: MESSAGES.submitSuccess })).toBeTruthy();
    const sent = apiCalls().filter((call) => call.method === 'PUT' || call.path === `${PATH}/submit`);
    expect(sent.map((call) => [call.method, call.body])).toEqual([
      ['PUT', { app_type: 'corporate', application: { alliance_code: 'ALLY01' }, step: 2 }],
      ['POST', expect.objectContaining({ app_type: 'corporate' })],
    ]);
  });

  it.each([
    ['409 NOT_EDITABLE', { status: 409, body: { statusCode: 409, code: 'NOT_EDITABLE', message: MESSAGES.notEditable } }],
    ['404', { status: 404, body: { statusCode: 404, code: 'NOT_FOUND', message: MESSAGES.notFound } }],
  ])('warns and goes back when submit answers %s', async (_case, reply) => {
    writeAgreementCookie(CORPORATE_SERIAL, ALL_AGREEMENTS);
    mockFetch(routes({ [`POST ${PATH}/submit`]: reply }));
    const { user, router } = renderForm(completeCorporateDraft(2));
    await heading(CORPORATE_STEP_TITLES.preview);
    await user.click(screen.getByRole('button', { name: MESSAGES.loanSubmitLabel }));
    expect(await screen.findByRole('dialog', { name: MESSAGES.notEditable })).toBeTruthy();
    await waitFor(() => expect(currentUrl(router)).toBe(BORROWER_OVERVIEW_PATH));
  });

  it('warns and goes back for a draft that is no longer prepare', async () => {
    const { apiCalls } = mockFetch(routes());
    const { router } = renderForm(corporateDraft({ status: 'submitted' }));
    expect(await screen.findByRole('dialog', { name: MESSAGES.notEditable })).toBeTruthy();
    await waitFor(() => expect(currentUrl(router)).toBe(BORROWER_OVERVIEW_PATH));
    expect(screen.queryByRole('dialog', { name: MESSAGES.draftSavedTemporarily })).toBeNull();
    expect(puts(apiCalls)).toHaveLength(0);
  });
});
