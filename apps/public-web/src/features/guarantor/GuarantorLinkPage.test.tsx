import { render, screen, waitFor, within } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { FIELD_LABELS, LOAN_APPLICATION_STATUS_LABELS, MESSAGES, OPTIONS, requiredField } from '@lendbridge/domain';
import { routes } from '../../app/App';
import { AppProviders } from '../../app/providers';
import { mockFetch } from '../../test/fetchMock';
import type { MockRoutes } from '../../test/fetchMock';
import { STATUSES, createTestQueryClient, currentUrl, renderRoute } from '../../test/render';
import { GuarantorLinkPage } from './GuarantorLinkPage';
import type { GuarantorCase } from './guarantor.api';

const L = FIELD_LABELS;

const OPEN: GuarantorCase = {
  serial: 'LA20260077',
  borrower_name: '王Ｏ明',
  status: 'prepare',
  confirmed: false,
  relationship: null,
  confirmed_at: null,
};

const DONE: GuarantorCase = {
  serial: 'LA20260031',
  borrower_name: '陳Ｏ',
  status: 'submitted',
  confirmed: true,
  relationship: 'sibling',
  confirmed_at: '2026-02-01T08:00:00.000Z',
};

const FRIEND = OPTIONS.contact_relationship.find((option) => option.value === 'friend');

const casesRoute = (cases: GuarantorCase[], more: MockRoutes = {}): MockRoutes => ({
  'GET /api/guarantor/cases': { body: { data: cases } },
  ...more,
});

const renderLink = (url = '/guarantor/link') =>
  renderRoute(<GuarantorLinkPage />, {
    url,
    path: url.startsWith('/guarantor') ? '/guarantor/link' : '/loan-application/:serial/guarantor/link',
    status: STATUSES.full,
  });

const caseRow = async (serial: string) => {
  const table = await screen.findByRole('table', { name: MESSAGES.guarantorLinkTitle });
  const row = within(table).getByText(serial).closest('tr');
  if (row === null) throw new Error(`no row for ${serial}`);
  return row;
};

const submit = () => screen.getByRole('button', { name: MESSAGES.guarantorConfirmSubmit });

describe('GuarantorLinkPage', () => {
  it('lists the cases naming me with the masked borrower name, status and confirmation', async () => {
    mockFetch(casesRoute([OPEN, DONE]));
    renderLink();
    const open = await caseRow(OPEN.serial);
    expect(within(open).getByText('王Ｏ明')).toBeTruthy();
    expect(within(open).getByText(LOAN_APPLICATION_STATUS_LABELS.prepare)).toBeTruthy();
    expect(within(open).getByRole('button', { name: `${MESSAGES.guarantorCaseChoose} ${OPEN.serial}` })).toBeTruthy();
    const done = await caseRow(DONE.serial);
    expect(within(done).getByText(MESSAGES.guarantorConfirmedLabel)).toBeTruthy();
    expect(within(done).getByText('兄弟姊妹')).toBeTruthy();
    expect(within(done).queryByRole('button')).toBeNull();
    expect(screen.queryByLabelText(L.resident_id)).toBeNull();
  });

  it('says when no case names me', async () => {
    mockFetch(casesRoute([]));
    renderLink();
    expect(await screen.findByText(MESSAGES.guarantorCasesEmpty)).toBeTruthy();
  });

  it('confirms a case chosen from the list with serial, identity number and relationship', async () => {
    const { apiCalls } = mockFetch(
      casesRoute([OPEN, DONE], {
        'POST /api/guarantor/confirm': {
          body: { data: { ...OPEN, confirmed: true, relationship: 'friend', confirmed_at: '2026-03-01T00:00:00.000Z' } },
        },
      }),
    );
    const { user } = renderLink();
    await user.click(within(await caseRow(OPEN.serial)).getByRole('button'));
    await user.type(screen.getByLabelText(L.resident_id), 'a123456789');
    await user.selectOptions(screen.getByLabelText(L.relationship), FRIEND?.label ?? '');
    await user.click(submit());

    expect(await screen.findByText(MESSAGES.guarantorConfirmSuccess)).toBeTruthy();
    const confirm = apiCalls().find((call) => call.path === '/api/guarantor/confirm');
    expect(confirm?.method).toBe('POST');
    expect(confirm?.body).toEqual({ serial: OPEN.serial, resident_id: 'A123456789', relationship: 'friend' });
    const row = await caseRow(OPEN.serial);
    expect(within(row).getByText(MESSAGES.guarantorConfirmedLabel)).toBeTruthy();
    expect(within(row).getByText(FRIEND?.label ?? '')).toBeTruthy();
    expect(screen.queryByLabelText(L.resident_id)).toBeNull();
  });

  it('opens the form of the case in the link', async () => {
    const { apiCalls } = mockFetch(
      casesRoute([DONE, OPEN], { 'POST /api/guarantor/confirm': { body: { data: { ...OPEN, confirmed: true, relationship: 'parent' } } } }),
    );
    const { user } = renderLink(`/loan-application/${OPEN.serial}/guarantor/link`);
    const form = await screen.findByRole('form', { name: MESSAGES.guarantorConfirmSubmit });
    expect(within(form).getByText(`${L.loan_serial} ${OPEN.serial}`)).toBeTruthy();
    expect(within(form).getByText(`${L.borrower_name} ${OPEN.borrower_name}`)).toBeTruthy();
    await user.type(screen.getByLabelText(L.resident_id), 'A123456789');
    await user.selectOptions(screen.getByLabelText(L.relationship), 'parent');
    await user.click(submit());
    await screen.findByText(MESSAGES.guarantorConfirmSuccess);
    expect(apiCalls().find((call) => call.path === '/api/guarantor/confirm')?.body).toEqual({
      serial: OPEN.serial,
      resident_id: 'A123456789',
      relationship: 'parent',
    });
  });

  it('warns when the case in the link does not name me', async () => {
    mockFetch(casesRoute([DONE]));
    renderLink('/loan-application/LA20269999/guarantor/link');
    expect(await screen.findByText(MESSAGES.guarantorCaseNotFound)).toBeTruthy();
    expect(screen.queryByLabelText(L.resident_id)).toBeNull();
  });

  it('checks the identity number and relationship before sending', async () => {
    const { apiCalls } = mockFetch(casesRoute([OPEN]));
    const { user } = renderLink(`/loan-application/${OPEN.serial}/guarantor/link`);
    await screen.findByLabelText(L.resident_id);
    await user.click(submit());
    expect(await screen.findByText(requiredField(L.resident_id))).toBeTruthy();
    expect(screen.getByText(requiredField(L.relationship))).toBeTruthy();
    await user.type(screen.getByLabelText(L.resident_id), 'A123456788');
    expect(await screen.findByText(MESSAGES.identityNumber)).toBeTruthy();
    expect(apiCalls().some((call) => call.path === '/api/guarantor/confirm')).toBe(false);
  });

  it("puts the server's field messages under the fields", async () => {
    mockFetch(
      casesRoute([OPEN], {
        'POST /api/guarantor/confirm': {
          status: 400,
          body: {
            statusCode: 400,
            code: 'VALIDATION_FAILED',
            message: MESSAGES.guarantorResidentIdMismatch,
            errors: { resident_id: MESSAGES.guarantorResidentIdMismatch },
          },
        },
      }),
    );
    const { user } = renderLink(`/loan-application/${OPEN.serial}/guarantor/link`);
    await user.type(await screen.findByLabelText(L.resident_id), 'A123456789');
    await user.selectOptions(screen.getByLabelText(L.relationship), 'friend');
    await user.click(submit());
    const field = screen.getByLabelText(L.resident_id);
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(MESSAGES.guarantorResidentIdMismatch)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByText(MESSAGES.guarantorConfirmSuccess)).toBeNull();
  });

  it("shows the server's text when the case is not found", async () => {
    mockFetch(
      casesRoute([OPEN], {
        'POST /api/guarantor/confirm': {
          status: 404,
          body: { statusCode: 404, code: 'NOT_FOUND', message: MESSAGES.guarantorCaseNotFound },
        },
      }),
    );
    const { user } = renderLink(`/loan-application/${OPEN.serial}/guarantor/link`);
    await user.type(await screen.findByLabelText(L.resident_id), 'A123456789');
    await user.selectOptions(screen.getByLabelText(L.relationship), 'friend');
    await user.click(submit());
    const dialog = await screen.findByRole('dialog', { name: MESSAGES.genericErrorTitle });
    expect(within(dialog).getByText(MESSAGES.guarantorCaseNotFound)).toBeTruthy();
  });

  it.each(['/guarantor/link', `/loan-application/${OPEN.serial}/guarantor/link`])(
    'sends a member who is not a full member from %s to the registration',
    async (url) => {
      mockFetch(casesRoute([OPEN]));
      const router = createMemoryRouter(routes, { initialEntries: [url] });
      render(
        <AppProviders initialStatus={STATUSES.member} queryClient={createTestQueryClient()}>
          <RouterProvider router={router} />
        </AppProviders>,
      );
      expect(await screen.findByRole('dialog', { name: MESSAGES.notMemberFull })).toBeTruthy();
      await waitFor(() => expect(currentUrl(router)).toBe(`/member/register?next=${encodeURIComponent(url)}`));
    },
  );
});
