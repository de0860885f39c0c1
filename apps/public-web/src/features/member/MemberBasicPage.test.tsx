import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FIELD_LABELS, MESSAGES, OPTIONS, requiredField } from '@lendbridge/domain';
import { TEST_NOW } from '../../test/clock';
import { mockFetch } from '../../test/fetchMock';
import { STATUSES, currentUrl, renderRoute } from '../../test/render';
import { MemberBasicPage } from './MemberBasicPage';

const NEXT = '/account/borrower';

const renderBasic = (status = STATUSES.loggedIn) =>
  renderRoute(<MemberBasicPage />, { url: `/member/basic?next=${encodeURIComponent(NEXT)}`, path: '/member/basic', status });

const select = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('MemberBasicPage', () => {
  it('shows the required messages, and asks for the custom question only when "other" is chosen', async () => {
    mockFetch();
    const { user } = renderBasic();
    await user.click(screen.getByRole('button', { name: '下一步' }));
    for (const label of [
      FIELD_LABELS.lastname,
      FIELD_LABELS.firstname,
      FIELD_LABELS.gender,
      FIELD_LABELS.education_level,
      FIELD_LABELS.safe_question_type,
      FIELD_LABELS.safe_question_answer,
    ]) {
      expect(await screen.findByText(requiredField(label))).toBeTruthy();
    }
    expect(screen.queryByLabelText(FIELD_LABELS.safe_question_other)).toBeNull();

    select(FIELD_LABELS.safe_question_type, 'other');
    await user.type(screen.getByLabelText(FIELD_LABELS.safe_question_answer), '小白');
    await user.click(screen.getByRole('button', { name: '下一步' }));
    expect(await screen.findByText(requiredField(FIELD_LABELS.safe_question_other))).toBeTruthy();
  });

  it('refuses a birthday under the minimum age', async () => {
    mockFetch();
    const { user } = renderBasic();
    const thisYear = String(TEST_NOW.getFullYear());
    select('年', thisYear);
    await user.click(screen.getByRole('button', { name: '下一步' }));
    expect(await screen.findByText(/須年滿 \d+ 歲/)).toBeTruthy();
  });

  it('adds the company fields for corporate members', () => {
    mockFetch();
    renderBasic({ ...STATUSES.loggedIn, memberType: 'corporate' });
    expect(screen.getByLabelText(FIELD_LABELS.company_name)).toBeTruthy();
    expect(screen.getByLabelText(FIELD_LABELS.tax_id)).toBeTruthy();
    expect(screen.getByLabelText(FIELD_LABELS.contact_name)).toBeTruthy();
  });

  it('sends the person payload and continues to the trading registration with next', async () => {
    const { apiCalls } = mockFetch({ 'POST /api/member/basic': { body: { data: STATUSES.member } } });
    const { user, router } = renderBasic();
    await user.type(screen.getByLabelText(FIELD_LABELS.lastname), '王');
    await user.type(screen.getByLabelText(FIELD_LABELS.firstname), '小明');
    select('年', '1990');
    select('月', '05');
    select('日', '20');
    select(FIELD_LABELS.gender, OPTIONS.gender[0].value);
    select(FIELD_LABELS.education_level, 'bachelor');
    select(FIELD_LABELS.safe_question_type, 'first_pet');
    await user.type(screen.getByLabelText(FIELD_LABELS.safe_question_answer), '小白');
    await user.click(screen.getByRole('button', { name: '下一步' }));
    await waitFor(() => expect(currentUrl(router)).toBe(`/member/register?next=${encodeURIComponent(NEXT)}`));
    expect(apiCalls()[0]?.body).toEqual({
      member_type: 'person',
      lastname: '王',
      firstname: '小明',
      birthday: '1990/05/20',
      gender: OPTIONS.gender[0].value,
      education_level: 'bachelor',
      safe_question_type: 'first_pet',
      safe_question_answer: '小白',
    });
  });

  it('tells a member the step is done and links onward', () => {
    mockFetch();
    renderBasic(STATUSES.member);
    expect(screen.getByText(MESSAGES.alreadyMember)).toBeTruthy();
    expect(screen.getByRole('link', { name: '前往下一步' }).getAttribute('href')).toBe(
      `/member/register?next=${encodeURIComponent(NEXT)}`,
    );
  });
});
