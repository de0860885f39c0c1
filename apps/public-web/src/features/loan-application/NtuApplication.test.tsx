import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FIELD_LABELS, LOAN_APP_TYPE_LABELS, LOAN_STEP_TITLES, MESSAGES, requiredField } from '@lendbridge/domain';
import type { AlumniVerifyInput } from '@lendbridge/domain';
import { mockFetch } from '../../test/fetchMock';
import type { MockRoutes } from '../../test/fetchMock';
import { STATUSES, renderRoute } from '../../test/render';
import type { AlumniResult } from '../student/student.api';
import { LoanApplicationPage, NEXT_LABEL, SUBMIT_LABEL } from './LoanApplicationPage';
import type { LoanApplicationData } from './loanApplication.api';
import { ALUMNI_RECORD, COMPLETE_APPLICATION, COMPLETE_ATTACHMENTS, COMPLETE_PROFILE, SERIAL, draft } from './testDrafts';

/** The alumni check as the wizard sees it: it reports a result and the record it checked. */
const REPORT_LABEL = 'report alumni result';
const reported = vi.hoisted(() => ({ result: { valid: true, is_used: false } as AlumniResult }));

vi.mock('../student/AlumniVerification', () => ({
  AlumniVerification: ({ onResult }: { onResult?: (result: AlumniResult, input?: AlumniVerifyInput) => void }) => (
    <button type="button" onClick={() => onResult?.(reported.result, ALUMNI_RECORD)}>
      {REPORT_LABEL}
    </button>
  ),
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

const ntuDraft = (step: number, more: Partial<LoanApplicationData> = {}): LoanApplicationData => ({
  ...draft({ application: { purpose: 'startup', description: '購置生財器具' }, step, appType: 'ntu' }),
  ...more,
});

describe('ntu application', () => {
  it('asks for the alumni record on the purpose step and keeps a valid unused one in the alumni block', async () => {
    const { apiCalls } = mockFetch(routesFor(ntuDraft(1)));
    const { user } = renderWizard();
    await screen.findByRole('heading', { level: 2, name: LOAN_STEP_TITLES.purpose });
    expect(screen.getByRole('heading', { level: 1, name: LOAN_APP_TYPE_LABELS.ntu })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: NEXT_LABEL }));
    expect(await screen.findByText(requiredField(FIELD_LABELS.student_id))).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: LOAN_STEP_TITLES.purpose })).toBeTruthy();

    reported.result = { valid: true, is_used: true };
    await user.click(screen.getByRole('button', { name: REPORT_LABEL }));
    expect(screen.queryByText(new RegExp(MESSAGES.alumniRecordSaved))).toBeNull();

    reported.result = { valid: true, is_used: false };
    await user.click(screen.getByRole('button', { name: REPORT_LABEL }));
    expect(await screen.findByText(new RegExp(`${MESSAGES.alumniRecordSaved}.*${ALUMNI_RECORD.student_id}`))).toBeTruthy();
    await user.click(screen.getByRole('button', { name: NEXT_LABEL }));
    await screen.findByRole('heading', { level: 2, name: LOAN_STEP_TITLES.related_data });
    await waitFor(() =>
      expect(apiCalls().filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([
        { app_type: 'ntu', alumni: ALUMNI_RECORD, step: 2 },
      ]),
    );
  });

  it('shows the server’s refusal of the alumni record on the purpose step', async () => {
    const complete = draft({
      application: COMPLETE_APPLICATION,
      profile: COMPLETE_PROFILE,
      attachments: COMPLETE_ATTACHMENTS,
      step: 6,
      appType: 'ntu',
    });
    mockFetch(
      routesFor(
        { ...complete, alumni: ALUMNI_RECORD },
        {
          [`POST ${PATH}/submit`]: {
            status: 400,
            body: { statusCode: 400, code: 'ALUMNI_USED', message: MESSAGES.alumniUsed, errors: { 'alumni.student_id': MESSAGES.alumniUsed } },
          },
        },
      ),
    );
    const { user } = renderWizard();
    await screen.findByRole('heading', { level: 2, name: LOAN_STEP_TITLES.doc_note });
    await user.click(screen.getByRole('button', { name: SUBMIT_LABEL }));
    await screen.findByRole('heading', { level: 2, name: LOAN_STEP_TITLES.purpose });
    expect(await screen.findByText(MESSAGES.alumniUsed)).toBeTruthy();
  });
});
