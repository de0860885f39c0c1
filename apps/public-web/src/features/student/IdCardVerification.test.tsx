import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FIELD_LABELS, MESSAGES } from '@lendbridge/domain';
import { TEST_CSRF_TOKEN, mockFetch } from '../../test/fetchMock';
import type { MockRoutes } from '../../test/fetchMock';
import { STATUSES, renderRoute } from '../../test/render';
import { IdCardVerification } from './IdCardVerification';
import { pageReload } from './reloadPage';

const L = FIELD_LABELS;
/** The member's resident ID as the profile shows it. */
const ID = 'E22****785';
const PROFILE = { 'GET /api/member/profile': { body: { data: { resident_id: ID } } } };
const CHECK = `GET /api/id-card/check/${ID}`;
const VERIFY = 'POST /api/id-card/verify';
const NOT_VERIFIED = { status: 400, body: { statusCode: 400, code: 'ID_CARD_NOT_VERIFIED', message: MESSAGES.idCardNotVerified } };

const status = () => screen.getByRole('status', { hidden: true }).textContent;
const choose = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const verifyButton = () => screen.getByRole('button', { name: MESSAGES.idCardVerify });

function renderWidget(routes: MockRoutes, onVerifiedChange = vi.fn()) {
  const fetched = mockFetch({ ...PROFILE, ...routes });
  renderRoute(<IdCardVerification onVerifiedChange={onVerifiedChange} />, { status: STATUSES.complete });
  return { ...fetched, onVerifiedChange };
}

/** Waits for the check of the ID on file to answer 尚未驗證. */
async function uncheckedId(calls: () => { path: string }[]) {
  await waitFor(() => expect(calls().some((call) => call.path === `/api/id-card/check/${ID}`)).toBe(true));
  expect(status()).toBe(MESSAGES.studentNotVerified);
}

function fillCard(year: string, month: string, day: string) {
  choose(L.id_issue_year, year);
  choose(L.id_issue_month, month);
  choose(L.id_issue_day, day);
  choose(L.id_issue_site, '63000');
  choose(L.id_apply_reason, '3');
}

describe('IdCardVerification', () => {
  it("checks the profile's masked ID at mount and shows 已驗證 when it passed", async () => {
    const { apiCalls, onVerifiedChange } = renderWidget({ [CHECK]: { body: { data: { verified: true } } } });
    await waitFor(() => expect(status()).toBe(MESSAGES.studentVerified));
    expect((screen.getByLabelText(L.resident_id) as HTMLInputElement).value).toBe(ID);
    expect(apiCalls().map((call) => `${call.method} ${call.path}`)).toEqual(['GET /api/member/profile', CHECK]);
    expect(onVerifiedChange.mock.calls).toEqual([[false], [true]]);
    expect(screen.queryByRole('button', { name: MESSAGES.idCardVerify })).toBeNull();
  });

  it('shows the ID on file read-only: only the member’s own card is checked', async () => {
    const { apiCalls } = renderWidget({ [CHECK]: NOT_VERIFIED });
    await uncheckedId(apiCalls);
    const input = screen.getByLabelText(L.resident_id) as HTMLInputElement;
    expect(input.readOnly).toBe(true);
    expect(screen.queryByText(MESSAGES.identityNumber)).toBeNull();
  });

  it('requires the five selections before verifying', async () => {
    const { apiCalls } = renderWidget({ [CHECK]: NOT_VERIFIED });
    await uncheckedId(apiCalls);
    fireEvent.click(verifyButton());
    expect(await screen.findByText(`${L.id_issue_year}為必填`)).toBeTruthy();
    expect(screen.getByText(`${L.id_issue_site}為必填`)).toBeTruthy();
    expect(apiCalls().filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('sends the card as the API takes it: the masked ID on file, ROC yyymmdd, site and reason codes', async () => {
    const { apiCalls, onVerifiedChange } = renderWidget({
      [CHECK]: NOT_VERIFIED,
      [VERIFY]: { body: { data: { verified: true } } },
    });
    await uncheckedId(apiCalls);
    fillCard('108', '07', '12');
    fireEvent.click(verifyButton());

    await waitFor(() => expect(status()).toBe(MESSAGES.studentVerified));
    const posts = apiCalls().filter((call) => call.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]?.path).toBe('/api/id-card/verify');
    expect(posts[0]?.body).toEqual({ personId: ID, applyCode: '3', applyYyymmdd: '1080712', issueSiteId: '63000' });
    expect(posts[0]?.headers.get('X-CSRF-Token')).toBe(TEST_CSRF_TOKEN);
    expect(onVerifiedChange).toHaveBeenLastCalledWith(true);
  });

  it('pads a two-digit ROC year to three digits', async () => {
    const { apiCalls } = renderWidget({ [CHECK]: NOT_VERIFIED, [VERIFY]: { body: { data: { verified: true } } } });
    await uncheckedId(apiCalls);
    fillCard('99', '03', '05');
    fireEvent.click(verifyButton());
    await waitFor(() => expect(apiCalls().filter((call) => call.method === 'POST')).toHaveLength(1));
    expect(apiCalls().find((call) => call.method === 'POST')?.body).toMatchObject({ applyYyymmdd: '0990305' });
  });

  it('offers the days of the chosen month and clears a day the new month lacks', async () => {
    const { apiCalls } = renderWidget({ [CHECK]: NOT_VERIFIED });
    await uncheckedId(apiCalls);
    choose(L.id_issue_year, '109');
    choose(L.id_issue_month, '01');
    choose(L.id_issue_day, '31');
    choose(L.id_issue_month, '02');
    const day = screen.getByLabelText(L.id_issue_day) as HTMLSelectElement;
    expect(day.value).toBe('');
    expect([...day.options].map((option) => option.value).slice(-1)).toEqual(['29']);
  });

  it('shows 驗證失敗 with the server reason after a 400', async () => {
    const { apiCalls, onVerifiedChange } = renderWidget({
      [CHECK]: NOT_VERIFIED,
      [VERIFY]: { status: 400, body: { statusCode: 400, code: 'ID_CARD_NOT_VERIFIED', message: MESSAGES.idCardSiteUnknown } },
    });
    await uncheckedId(apiCalls);
    fillCard('108', '07', '12');
    fireEvent.click(verifyButton());

    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain(MESSAGES.verifyFailed);
    expect(dialog.textContent).toContain(MESSAGES.idCardSiteUnknown);
    expect(status()).toBe(MESSAGES.studentNotVerified);
    expect(onVerifiedChange.mock.calls).toEqual([[false]]);
  });

  it('shows the error of a server failure, then reloads the page once it is closed', async () => {
    const reload = vi.spyOn(pageReload, 'reload').mockImplementation(() => undefined);
    const { apiCalls } = renderWidget({
      [CHECK]: NOT_VERIFIED,
      [VERIFY]: { status: 500, body: { statusCode: 500, code: 'INTERNAL', message: MESSAGES.serverError } },
    });
    await uncheckedId(apiCalls);
    fillCard('108', '07', '12');
    fireEvent.click(verifyButton());

    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain(MESSAGES.genericErrorTitle);
    expect(dialog.textContent).toContain(MESSAGES.serverError);
    expect(reload).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: '確定' }));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  });
});
