import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  AUTOSAVE_DEBOUNCE_MS,
  FIELD_LABELS,
  LOAN_STEP_TITLES,
  MESSAGES,
  fileLengthMin,
  requiredField,
} from '@lendbridge/domain';
import { mockFetch } from '../../test/fetchMock';
import type { MockRoutes } from '../../test/fetchMock';
import { STATUSES, currentUrl, renderRoute } from '../../test/render';
import { BACK_LABEL, BORROWER_PATH, LoanApplicationPage, NEXT_LABEL, SUBMIT_LABEL } from './LoanApplicationPage';
import { SERIAL, completeDraft, draft, studentDraft } from './testDrafts';
import type { LoanApplicationData } from './loanApplication.api';

const corporate = vi.hoisted(() => ({ props: [] as { serial: string; draft: LoanApplicationData }[] }));

vi.mock('../corporate-application/CorporateApplication', () => ({
  CorporateApplication: (props: { serial: string; draft: LoanApplicationData }) => {
    corporate.props.push(props);
    return <p>corporate form {props.serial}</p>;
  },
}));

const PATH = `/api/loan-applications/${SERIAL}`;

const routesFor = (data: LoanApplicationData, more: MockRoutes = {}): MockRoutes => ({
  [`GET ${PATH}`]: { body: { data } },
  [`PUT ${PATH}`]: { body: { data: { application: { serial: SERIAL } } } },
  'POST /api/attributes': { body: { data: { 'address.city': [] } } },
  ...more,
});

const renderWizard = () =>
  renderRoute(<LoanApplicationPage />, {
    url: `/loan-application/${SERIAL}`,
    path: '/loan-application/:serial',
    status: STATUSES.full,
  });

const stepHeading = (title: string) => screen.findByRole('heading', { level: 2, name: title });

describe('LoanApplicationPage', () => {
  it('autosaves only the changed fields and the step 1.5 s after the last change', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    const { apiCalls } = mockFetch(routesFor(draft({ application: { purpose: 'travel', description: '出國旅遊' } })));
    renderWizard();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10);
    });
    expect(screen.getByRole('heading', { level: 2, name: LOAN_STEP_TITLES.purpose })).toBeTruthy();
    fireEvent.change(screen.getByLabelText(FIELD_LABELS.marketing_code), { target: { value: 'SPRING' } });
    fireEvent.change(screen.getByLabelText(FIELD_LABELS.loan_description), { target: { value: '出國旅遊與住宿' } });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(AUTOSAVE_DEBOUNCE_MS - 1);
    });
    expect(apiCalls().filter((call) => call.method === 'PUT')).toHaveLength(0);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    const puts = apiCalls().filter((call) => call.method === 'PUT');
    expect(puts).toHaveLength(1);
    expect(puts[0]?.body).toEqual({
      app_type: 'credit',
      application: { marketing_code: 'SPRING', description: '出國旅遊與住宿' },
      step: 1,
    });
    expect(screen.getByText(MESSAGES.saved)).toBeTruthy();
  });

  it('checks the step before Next, goes back a step, and Next returns to a remembered step', async () => {
    mockFetch(routesFor(draft()));
    const { user } = renderWizard();
    await stepHeading(LOAN_STEP_TITLES.purpose);
    await user.click(screen.getByRole('button', { name: NEXT_LABEL }));
    expect(await screen.findByText(requiredField(FIELD_LABELS.loan_purpose))).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: LOAN_STEP_TITLES.purpose })).toBeTruthy();

    fireEvent.change(screen.getByLabelText(FIELD_LABELS.loan_purpose), { target: { value: 'travel' } });
    fireEvent.change(screen.getByLabelText(FIELD_LABELS.loan_description), { target: { value: '出國旅遊' } });
    await user.click(screen.getByRole('button', { name: NEXT_LABEL }));
    await stepHeading(LOAN_STEP_TITLES.related_data);
    await user.click(screen.getByRole('button', { name: BACK_LABEL }));
    await stepHeading(LOAN_STEP_TITLES.purpose);
    expect((screen.getByLabelText(FIELD_LABELS.loan_purpose) as HTMLSelectElement).value).toBe('travel');
  });

  it('returns from a step chosen in the stepper to the step it left', async () => {
    mockFetch(routesFor(completeDraft(5)));
    const { user } = renderWizard();
    await stepHeading(LOAN_STEP_TITLES.contact);
    await user.click(screen.getByRole('tab', { name: LOAN_STEP_TITLES.purpose }));
    await stepHeading(LOAN_STEP_TITLES.purpose);
    await user.click(screen.getByRole('button', { name: NEXT_LABEL }));
    await stepHeading(LOAN_STEP_TITLES.contact);
  });

  it('puts a submit error on its field and switches to that field’s step', async () => {
    const message = requiredField(FIELD_LABELS.loan_purpose);
    const { apiCalls } = mockFetch(
      routesFor(completeDraft(6), {
        [`POST ${PATH}/submit`]: {
          status: 400,
          body: { statusCode: 400, code: 'VALIDATION', message: MESSAGES.inputErrorText, errors: { 'application.purpose': message } },
        },
      }),
    );
    const { user } = renderWizard();
    await stepHeading(LOAN_STEP_TITLES.doc_note);
    await user.click(screen.getByRole('button', { name: SUBMIT_LABEL }));
    await stepHeading(LOAN_STEP_TITLES.purpose);
    expect(await screen.findByText(message)).toBeTruthy();
    expect(apiCalls().find((call) => call.path === `${PATH}/submit`)?.body).toEqual({ app_type: 'credit' });
  });

  it('submits a complete application and goes to the borrower overview', async () => {
    mockFetch(routesFor(completeDraft(6), { [`POST ${PATH}/submit`]: { body: { data: { application: { serial: SERIAL } } } } }));
    const { user, router } = renderWizard();
    await stepHeading(LOAN_STEP_TITLES.doc_note);
    await user.click(screen.getByRole('button', { name: SUBMIT_LABEL }));
    expect(await screen.findByRole('dialog', { name: MESSAGES.submitSuccess })).toBeTruthy();
    await waitFor(() => expect(currentUrl(router)).toBe(BORROWER_PATH));
  });

  it.each([
    ['a submitted application', { body: { data: draft({ status: 'submitted' }) } }],
    ['a missing application', { status: 404, body: { statusCode: 404, code: 'NOT_FOUND', message: MESSAGES.notEditable } }],
  ])('warns and goes back for %s', async (_case, reply) => {
    mockFetch({ [`GET ${PATH}`]: reply });
    const { router } = renderWizard();
    expect(await screen.findByRole('dialog', { name: MESSAGES.notEditable })).toBeTruthy();
    await waitFor(() => expect(currentUrl(router)).toBe(BORROWER_PATH));
  });

  it('opens a corporate draft on the corporate form with the loaded draft', async () => {
    const data = draft({ appType: 'corporate', step: 1 });
    const { apiCalls } = mockFetch({ [`GET ${PATH}`]: { body: { data } } });
    renderWizard();
    expect(await screen.findByText(`corporate form ${SERIAL}`)).toBeTruthy();
    expect(corporate.props.at(-1)).toEqual({ serial: SERIAL, draft: data });
    expect(screen.queryByRole('button', { name: NEXT_LABEL })).toBeNull();
    expect(apiCalls().map((call) => `${call.method} ${call.path}`)).toEqual([`GET ${PATH}`]);
  });

  it('lists the credit card records on the financial step while the member holds cards', async () => {
    const { apiCalls } = mockFetch(
      routesFor(completeDraft(3), {
        [`GET ${PATH}/credit-card-records`]: {
          body: { data: [{ id: 5, bank: '004', amount: 30000, card_number: '4311-****-****-1234', bill_image: { url: '/api/uploads/x' } }] },
        },
      }),
    );
    renderWizard();
    await stepHeading(LOAN_STEP_TITLES.financial);
    expect(await screen.findByText(MESSAGES.creditCardRecordsTitle)).toBeTruthy();
    expect(apiCalls().some((call) => call.path === `${PATH}/credit-card-records`)).toBe(true);
    fireEvent.change(screen.getByLabelText(FIELD_LABELS.credit_card_count), { target: { value: '0' } });
    await waitFor(() => expect(screen.queryByText(MESSAGES.creditCardRecordsTitle)).toBeNull());
  });

  describe('fast apply', () => {
    const SUBMIT_PATH = `${PATH}/submit`;
    const submitted = { [`POST ${SUBMIT_PATH}`]: { body: { data: { application: { serial: SERIAL } } } } };
    const fastApplyBox = () => screen.getByRole('checkbox', { name: FIELD_LABELS.fast_apply });
    const uploadGroup = (label: string) => screen.queryByRole('group', { name: label });

    it('once ticked, shows the health card and credit report uploads and requires them on submit', async () => {
      const { apiCalls } = mockFetch(routesFor(completeDraft(6), submitted));
      const { user } = renderWizard();
      await stepHeading(LOAN_STEP_TITLES.doc_note);
      expect(screen.getByText(MESSAGES.fastApplyIntro)).toBeTruthy();
      expect(uploadGroup(FIELD_LABELS.health_card)).toBeNull();
      expect(uploadGroup(FIELD_LABELS.jcic_file)).toBeNull();

      await user.click(fastApplyBox());
      const healthCard = await screen.findByRole('group', { name: FIELD_LABELS.health_card });
      const creditReport = screen.getByRole('group', { name: FIELD_LABELS.jcic_file });
      await user.click(screen.getByRole('button', { name: SUBMIT_LABEL }));
      expect(await within(healthCard).findByText(MESSAGES.minImages)).toBeTruthy();
      expect(within(creditReport).getByText(fileLengthMin(1))).toBeTruthy();
      expect(screen.getByRole('heading', { level: 2, name: LOAN_STEP_TITLES.doc_note })).toBeTruthy();
      expect(apiCalls().some((call) => call.path === SUBMIT_PATH)).toBe(false);
    });

    it('asks for the credit report only when it is uploaded, and for nothing more once unticked', async () => {
      const data = completeDraft(6);
      const { apiCalls } = mockFetch(routesFor({ ...data, application: { ...data.application, jcic_return: 'mail' } }, submitted));
      const { user } = renderWizard();
      await stepHeading(LOAN_STEP_TITLES.doc_note);
      await user.click(fastApplyBox());
      expect(await screen.findByRole('group', { name: FIELD_LABELS.health_card })).toBeTruthy();
      expect(uploadGroup(FIELD_LABELS.jcic_file)).toBeNull();

      await user.click(fastApplyBox());
      await waitFor(() => expect(uploadGroup(FIELD_LABELS.health_card)).toBeNull());
      await user.click(screen.getByRole('button', { name: SUBMIT_LABEL }));
      expect(await screen.findByRole('dialog', { name: MESSAGES.submitSuccess })).toBeTruthy();
      expect(screen.queryByText(MESSAGES.minImages)).toBeNull();
      expect(apiCalls().filter((call) => call.path === SUBMIT_PATH)).toHaveLength(1);
    });

    it('autosaves fast_apply like the other flags', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: false });
      const { apiCalls } = mockFetch(routesFor(completeDraft(6)));
      renderWizard();
      await act(async () => {
        await vi.advanceTimersByTimeAsync(0);
      });
      await act(async () => {
        await vi.advanceTimersByTimeAsync(10);
      });
      fireEvent.click(fastApplyBox());
      await act(async () => {
        await vi.advanceTimersByTimeAsync(AUTOSAVE_DEBOUNCE_MS);
      });
      const puts = apiCalls().filter((call) => call.method === 'PUT');
      expect(puts.map((call) => call.body)).toEqual([{ app_type: 'credit', application: { fast_apply: true }, step: 6 }]);
    });

    it('is not offered outside the general flow', async () => {
      mockFetch(
        routesFor(studentDraft(5), {
          [`GET ${PATH}/school-email/check-verified`]: { body: { data: { verify: true, email: 'daming@ntu.edu.tw' } } },
        }),
      );
      renderWizard();
      await stepHeading(LOAN_STEP_TITLES.doc_note);
      expect(screen.queryByRole('checkbox', { name: FIELD_LABELS.fast_apply })).toBeNull();
      expect(screen.queryByText(MESSAGES.fastApplyIntro)).toBeNull();
    });
  });
});
