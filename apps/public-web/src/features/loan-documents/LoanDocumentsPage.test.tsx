import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  FIELD_LABELS,
  LOAN_DOCUMENTS_PAGE_TITLES,
  LOAN_DOCUMENTS_TEXT,
  MESSAGES,
  REDIRECT_DELAY_MS,
  applicationSerialLabel,
  fileLengthMin,
  loanDocumentsPath,
  uploadedFilesCount,
} from '@lendbridge/domain';
import type { LoanAppType, LoanApplicationStatus } from '@lendbridge/domain';
import { mockFetch } from '../../test/fetchMock';
import type { MockReply, MockRoutes } from '../../test/fetchMock';
import { STATUSES, currentUrl, renderRoute } from '../../test/render';
import { BorrowerPage } from '../borrower/BorrowerPage';
import { BORROWER_PATH } from '../loan-application/LoanApplicationPage';
import { SERIAL, draft, uploadId } from '../loan-application/testDrafts';
import { LoanDocumentsPage } from './LoanDocumentsPage';
import type { DocumentsApplication } from './loanDocuments.api';

const PATH = `/api/loan-applications/${SERIAL}`;
const PAGE_URL = `/loan-application/${SERIAL}/documents`;

const file = (n: number) => ({ id: uploadId(n), path: uploadId(n), url: `/api/uploads/${uploadId(n)}` });

const application = (
  appType: LoanAppType,
  overrides: { status?: LoanApplicationStatus; collaterals?: { type: string }[]; attachments?: DocumentsApplication['attachments'] } = {},
): DocumentsApplication => ({
  application: { serial: SERIAL, status: overrides.status ?? 'submitted', app_type: appType },
  collaterals: overrides.collaterals ?? [],
  attachments: overrides.attachments ?? {},
});

const uploaded = (n: number, filename: string): MockReply => ({
  status: 201,
  body: { data: { id: uploadId(n), filename, path: uploadId(n), url: `/api/uploads/${uploadId(n)}` } },
});

const routesFor = (data: DocumentsApplication, more: MockRoutes = {}): MockRoutes => ({
  [`GET ${PATH}`]: { body: { data } },
  'POST /api/upload': uploaded(7, 'title.png'),
  ...more,
});

const renderPage = () =>
  renderRoute(<LoanDocumentsPage />, { url: PAGE_URL, path: '/loan-application/:serial/documents', status: STATUSES.full });

const png = (name: string) => new File([new Uint8Array(1024)], name, { type: 'image/png' });

const pick = (label: string, ...files: File[]) => {
  fireEvent.change(screen.getByLabelText(label), { target: { files } });
};

const submitButton = () => screen.getByRole('button', { name: LOAN_DOCUMENTS_TEXT.submit });

const flush = async (ms = 0) => {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
};

describe('LoanDocumentsPage', () => {
  it('realty: uploads a title paper, sends it with the files held, shows 您的資料已成功更新 and goes to the overview after 2 s', async () => {
    const { apiCalls } = mockFetch(
      routesFor(application('realty', { attachments: { house_title: [file(1)] } }), {
        [`POST ${PATH}/attachments`]: { body: { data: { house_title: [file(1), file(7)] } } },
      }),
    );
    const { router } = renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: LOAN_DOCUMENTS_PAGE_TITLES.realty })).toBeTruthy();
    expect(screen.getByText(applicationSerialLabel(SERIAL))).toBeTruthy();
    for (const kind of ['house_title_deed', 'house_title', 'loan_related_information'] as const) {
      expect(screen.getByLabelText(FIELD_LABELS[kind])).toBeTruthy();
    }
    expect(screen.getByText(uploadedFilesCount(1))).toBeTruthy();

    pick(FIELD_LABELS.house_title, png('title.png'));
    expect(await screen.findByText(MESSAGES.uploadSuccessLabel)).toBeTruthy();
    const upload = apiCalls().find((call) => call.path === '/api/upload')?.body as FormData;
    expect(upload.get('type')).toBe('image');

    vi.useFakeTimers({ shouldAdvanceTime: false });
    fireEvent.click(submitButton());
    await flush();
    const sent = apiCalls().filter((call) => call.path === `${PATH}/attachments`);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.method).toBe('POST');
    expect(sent[0]?.body).toEqual({ attachments: { house_title: [uploadId(1), uploadId(7)] } });
    expect(screen.getByText(MESSAGES.updated)).toBeTruthy();

    await flush(REDIRECT_DELAY_MS - 1);
    expect(currentUrl(router)).toBe(PAGE_URL);
    await flush(1);
    expect(currentUrl(router)).toBe(BORROWER_PATH);
  });

  it('shows each type its kinds: the vehicle papers of a pawned car, the student papers, the fast-apply papers', async () => {
    mockFetch(routesFor(application('pawn_project', { collaterals: [{ type: 'watch' }, { type: 'car' }] })));
    const pawn = renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: LOAN_DOCUMENTS_PAGE_TITLES.pawn })).toBeTruthy();
    expect(screen.getByLabelText(FIELD_LABELS.vehicle_title_deed)).toBeTruthy();
    expect(screen.queryByLabelText(FIELD_LABELS.house_title_deed)).toBeNull();
    pawn.unmount();

    mockFetch(routesFor(application('student', { status: 'reviewing' })));
    const student = renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: LOAN_DOCUMENTS_PAGE_TITLES.student })).toBeTruthy();
    expect(screen.getByLabelText(FIELD_LABELS.school_transcript)).toBeTruthy();
    expect(screen.getByLabelText(FIELD_LABELS.education_certificate)).toBeTruthy();
    student.unmount();

    mockFetch(routesFor(application('credit')));
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: LOAN_DOCUMENTS_PAGE_TITLES.fast_apply })).toBeTruthy();
    expect(screen.getByLabelText(FIELD_LABELS.jcic_file).getAttribute('accept')).toContain('application/pdf');
    expect(screen.getByLabelText(FIELD_LABELS.health_card).getAttribute('accept')).not.toContain('application/pdf');
  });

  it('asks for a file before sending anything', async () => {
    const { apiCalls } = mockFetch(routesFor(application('realty')));
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: LOAN_DOCUMENTS_TEXT.submit }));
    expect((await screen.findByRole('dialog', { name: MESSAGES.inputErrorTitle })).textContent).toContain(fileLengthMin(1));
    expect(apiCalls().filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('puts a refused kind’s message under its field and stays on the page', async () => {
    mockFetch(
      routesFor(application('realty'), {
        [`POST ${PATH}/attachments`]: {
          status: 400,
          body: {
            statusCode: 400,
            code: 'DOCUMENT_KIND_NOT_ALLOWED',
            message: MESSAGES.documentKindNotAllowed,
            errors: { 'attachments.house_title': MESSAGES.documentKindNotAllowed },
          },
        },
      }),
    );
    const { user, router } = renderPage();
    await screen.findByRole('heading', { level: 1, name: LOAN_DOCUMENTS_PAGE_TITLES.realty });
    pick(FIELD_LABELS.house_title, png('title.png'));
    await screen.findByText(MESSAGES.uploadSuccessLabel);
    await user.click(submitButton());
    expect(await screen.findByText(MESSAGES.documentKindNotAllowed)).toBeTruthy();
    expect(screen.queryByText(MESSAGES.updated)).toBeNull();
    expect(currentUrl(router)).toBe(PAGE_URL);
  });

  it.each([
    ['an approved application', { body: { data: application('realty', { status: 'approved' }) } }],
    ['a type without a document page', { body: { data: application('corporate') } }],
    ['a missing application', { status: 404, body: { statusCode: 404, code: 'NOT_FOUND', message: MESSAGES.notEditable } }],
  ])('warns 無法編輯此案件 and goes back for %s', async (_case, reply) => {
    const { apiCalls } = mockFetch({ [`GET ${PATH}`]: reply });
    const { router } = renderPage();
    expect(await screen.findByRole('dialog', { name: MESSAGES.notEditable })).toBeTruthy();
    await waitFor(() => expect(currentUrl(router)).toBe(BORROWER_PATH));
    expect(apiCalls().filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('warns and goes back when the application was decided before the documents were sent', async () => {
    mockFetch(
      routesFor(application('credit'), {
        [`POST ${PATH}/attachments`]: {
          status: 409,
          body: { statusCode: 409, code: 'NOT_EDITABLE', message: MESSAGES.notEditable },
        },
      }),
    );
    const { user, router } = renderPage();
    await screen.findByRole('heading', { level: 1, name: LOAN_DOCUMENTS_PAGE_TITLES.fast_apply });
    pick(FIELD_LABELS.health_card, png('card.png'));
    await screen.findByText(MESSAGES.uploadSuccessLabel);
    await user.click(submitButton());
    expect(await screen.findByRole('dialog', { name: MESSAGES.notEditable })).toBeTruthy();
    await waitFor(() => expect(currentUrl(router)).toBe(BORROWER_PATH));
  });

  it('is linked from the borrower overview for applications that await or are under review', async () => {
    const prepared = draft();
    prepared.application.serial = 'LA20260004';
    const reviewing = draft({ status: 'reviewing' });
    reviewing.application.serial = 'LA20260002';
    const approved = draft({ status: 'approved' });
    approved.application.serial = 'LA20260003';
    mockFetch({
      'GET /api/loan-applications': { body: { data: [prepared, draft({ status: 'submitted' }), reviewing, approved] } },
      'GET /api/borrower/loans': { body: { data: [] } },
    });
    renderRoute(<BorrowerPage />, { url: BORROWER_PATH, status: STATUSES.full });
    const links = await screen.findAllByRole('link', { name: new RegExp(`^${LOAN_DOCUMENTS_TEXT.link} `) });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([loanDocumentsPath(SERIAL), loanDocumentsPath('LA20260002')]);
  });
});
