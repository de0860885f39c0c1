import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../test/fetchMock';
import { STATUSES, currentUrl, renderRoute } from '../../test/render';
import { LoanApplicationStartPage, START_PATH, STUDENT_LOAN_PATH, StudentLoanPage } from './LoanApplicationStartPage';
import { draft } from './testDrafts';

const withSerial = (serial: string, data: ReturnType<typeof draft>) => ({
  ...data,
  application: { ...data.application, serial },
});

const renderStudentLoan = (url = STUDENT_LOAN_PATH) =>
  renderRoute(<StudentLoanPage />, {
    url,
    path: STUDENT_LOAN_PATH,
    status: STATUSES.full,
    routes: [{ path: START_PATH, element: <LoanApplicationStartPage /> }],
  });

describe('/student-loan', () => {
  it('resumes the newest student draft still being filled in', async () => {
    const { apiCalls } = mockFetch({
      'GET /api/loan-applications': {
        body: {
          data: [
            withSerial('A260101000003', draft({ appType: 'credit' })),
            withSerial('A260101000002', draft({ appType: 'student', status: 'submitted' })),
            withSerial('A260101000001', draft({ appType: 'student' })),
          ],
        },
      },
    });
    const { router } = renderStudentLoan();
    await waitFor(() => expect(currentUrl(router)).toBe('/loan-application/A260101000001'));
    expect(apiCalls().some((call) => call.method === 'POST')).toBe(false);
  });

  it('creates a student draft when there is none open', async () => {
    const { apiCalls } = mockFetch({
      'GET /api/loan-applications': { body: { data: [withSerial('A260101000002', draft({ appType: 'student', status: 'submitted' }))] } },
      'POST /api/loan-applications': { status: 201, body: { data: { application: { serial: 'A260101000009' } } } },
    });
    const { router } = renderStudentLoan();
    await waitFor(() => expect(currentUrl(router)).toBe('/loan-application/A260101000009'));
    expect(apiCalls().filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([{ app_type: 'student' }]);
  });

  it('opens the draft named by ?serial=', async () => {
    const { apiCalls } = mockFetch({});
    const { router } = renderStudentLoan(`${STUDENT_LOAN_PATH}?serial=A260101000004`);
    await waitFor(() => expect(currentUrl(router)).toBe('/loan-application/A260101000004'));
    expect(apiCalls()).toEqual([]);
  });
});
