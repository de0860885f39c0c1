import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LOAN_APP_TYPE_LABELS, MESSAGES } from '@lendbridge/domain';
import { mockFetch } from '../../test/fetchMock';
import { STATUSES, currentUrl, renderRoute } from '../../test/render';
import { LoanApplicationCreatePage } from './LoanApplicationCreatePage';
import { CREATE_PATH, LoanApplicationStartPage, START_PATH, startAppType } from './LoanApplicationStartPage';

const COMPANY = { ...STATUSES.full, memberType: 'corporate' as const };

const applyLink = (label: string) => screen.getByRole('link', { name: `${label} ${MESSAGES.loanAppTypeApply}` });

describe('/loan-application/create', () => {
  it('offers a person every type but the corporate form, each leading to its own entry', () => {
    mockFetch({});
    renderRoute(<LoanApplicationCreatePage />, { url: CREATE_PATH, status: STATUSES.full });
    expect(screen.getAllByRole('link', { name: new RegExp(MESSAGES.loanAppTypeApply) })).toHaveLength(9);
    expect(screen.queryByText(LOAN_APP_TYPE_LABELS.corporate)).toBeNull();
    expect(applyLink(LOAN_APP_TYPE_LABELS.credit).getAttribute('href')).toBe(`${START_PATH}?type=credit`);
    expect(applyLink(LOAN_APP_TYPE_LABELS.realty).getAttribute('href')).toBe(`${START_PATH}?type=realty`);
    expect(applyLink(LOAN_APP_TYPE_LABELS.student).getAttribute('href')).toBe('/student-loan');
    expect(applyLink(LOAN_APP_TYPE_LABELS.pawn_project).getAttribute('href')).toBe('/loan-application/create-pawnshop');
  });

  it('offers a company the corporate form only', () => {
    mockFetch({});
    renderRoute(<LoanApplicationCreatePage />, { url: CREATE_PATH, status: COMPANY });
    const links = screen.getAllByRole('link', { name: new RegExp(MESSAGES.loanAppTypeApply) });
    expect(links).toHaveLength(1);
    expect(applyLink(LOAN_APP_TYPE_LABELS.corporate).getAttribute('href')).toBe(`${START_PATH}?type=corporate`);
  });
});

describe('startAppType', () => {
  it('keeps a type the member may open and falls back to the first one otherwise', () => {
    expect(startAppType('realty', 'person')).toBe('realty');
    expect(startAppType(null, 'person')).toBe('credit');
    expect(startAppType('corporate', 'person')).toBe('credit');
    expect(startAppType('nonsense', 'person')).toBe('credit');
    expect(startAppType(null, 'corporate')).toBe('corporate');
    expect(startAppType('credit', 'corporate')).toBe('corporate');
  });

  it('creates a corporate draft for a company on the start page', async () => {
    const { apiCalls } = mockFetch({
      'POST /api/loan-applications': { status: 201, body: { data: { application: { serial: 'A260101000011' } } } },
    });
    const { router } = renderRoute(<LoanApplicationStartPage />, { url: START_PATH, status: COMPANY });
    await waitFor(() => expect(currentUrl(router)).toBe('/loan-application/A260101000011'));
    expect(apiCalls().filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([{ app_type: 'corporate' }]);
  });
});
