import { MESSAGES } from '@lendbridge/domain';
import { expect, test } from '../../public-web/e2e/support/test.js';
import { ConsoleLoginPage } from './pages/ConsoleLoginPage.js';
import { ConsoleShell } from './pages/ConsoleShell.js';
import { IDENTITY_APPROVED_NOTICE, MembersPage } from './pages/MembersPage.js';
import { OutboxPage } from './pages/OutboxPage.js';
import { MemberApiSession } from './support/memberApi.js';
import { expectSimpleRestList, stringField } from './support/simpleRest.js';

const ADMIN = 'admin@lendbridge.tw';
const SALES = 'sales@lendbridge.tw';
const LENDER = 'lender@lendbridge.tw';
const BORROWER = 'borrower@lendbridge.tw';
/** The demo member whose submitted application names sales@'s code: the one member sales@ reaches. */
const SALES_APPLICANT = 'applicant@lendbridge.tw';
/** The demo member whose identity and bank wait for the staff review. */
const AWAITING_REVIEW = 'company@lendbridge.tw';
const BORROWER_MOBILE = '0912345678';
const AWAITING_REVIEW_MOBILE = '0912345679';
const VERIFICATION_KIND = 'verification_code';
const REVIEW_NOTE = '證件與註冊資料相符';

interface ApiError {
  statusCode: number;
  code: string;
  message: string;
  errors?: Record<string, string>;
}

test('an admin lists members through ra-data-simple-rest, verifies one and reads a verification code in the outbox', async ({
  page,
  request,
}) => {
  const login = new ConsoleLoginPage(page);
  const shell = new ConsoleShell(page);
  const members = new MembersPage(page);
  const outbox = new OutboxPage(page);

  await test.step('a member without a staff role is refused and stays on the login page', async () => {
    await login.goto();
    await login.signIn(LENDER);
    await expect(login.alert(MESSAGES.notStaff)).toBeVisible();
    await login.expectShown();
    const status = await page.request.get('/api/auth/status');
    expect(await status.json()).toMatchObject({ data: { loggedIn: false } });
  });

  const borrower = await test.step('the borrower asks for a mobile code on the public API', async () => {
    const session = await MemberApiSession.signIn(request, BORROWER);
    const sent = await session.requestMobileCode();
    expect(sent.status()).toBe(200);
    expect(await sent.json()).toMatchObject({ data: { sent: true } });
    return session;
  });

  await test.step('the admin signs in and reaches the dashboard', async () => {
    await login.signIn(ADMIN);
    await shell.expectDashboard(ADMIN, 'admin');
  });

  const borrowerId = await test.step('會員 lists members through ra-data-simple-rest, sorts and searches', async () => {
    const initial = await expectSimpleRestList(await members.open(), 'members');
    expect(initial.rows.length).toBeGreaterThan(0);
    await members.expectEmails(initial.rows.map((row) => stringField(row, 'email')));

    const sorted = await expectSimpleRestList(await members.sortBy('Email', 'email'), 'members');
    expect(sorted.query.sort).toEqual(['email', 'ASC']);
    const sortedEmails = sorted.rows.map((row) => stringField(row, 'email'));
    expect(sortedEmails).toEqual([...sortedEmails].sort());
    await expect(members.columnHeader('Email')).toHaveAttribute('aria-sort', 'ascending');
    await members.expectEmails(sortedEmails);

    const found = await expectSimpleRestList(await members.searchFor(BORROWER), 'members');
    expect(found.query.filter).toEqual({ q: BORROWER });
    expect(found.query.sort).toEqual(['email', 'ASC']);
    expect(found.contentRange.total).toBe(1);
    expect(found.rows.map((row) => stringField(row, 'email'))).toEqual([BORROWER]);
    await members.expectEmails([BORROWER]);
    const id = found.rows[0]?.id;
    if (typeof id !== 'number') throw new Error(`the member row has no numeric id: ${JSON.stringify(found.rows[0])}`);
    return id;
  });

  await test.step('the admin approves the identity of the member awaiting review with a note, and it stays approved', async () => {
    await expectSimpleRestList(await members.searchFor(AWAITING_REVIEW), 'members');
    const member = await members.openMember(AWAITING_REVIEW);
    await expect(member.account.getByRole('definition').filter({ hasText: AWAITING_REVIEW_MOBILE })).toBeVisible();
    await expect(member.identityStatus('pending')).toBeVisible();
    await expect(member.approveIdentityButton).toBeEnabled();

    const answer = await member.approveIdentity(REVIEW_NOTE);
    expect(answer.status()).toBe(200);
    expect(answer.request().postDataJSON()).toEqual({ decision: 'verified', note: REVIEW_NOTE });
    expect(await answer.json()).toMatchObject({ email: AWAITING_REVIEW, identity_status: 'verified' });
    await expect(member.notification(IDENTITY_APPROVED_NOTICE)).toBeVisible();
    await expect(member.identityStatus('verified')).toBeVisible();
    await expect(member.approveIdentityButton).toBeDisabled();

    await page.reload();
    await member.expectMember(AWAITING_REVIEW);
    await expect(member.identityStatus('verified')).toBeVisible();
    await expect(member.approveIdentityButton).toBeDisabled();
  });

  const code = await test.step('通知紀錄 holds the SMS to the borrower with the verification code', async () => {
    await expectSimpleRestList(await outbox.open(), 'outbox');
    const filtered = await expectSimpleRestList(await outbox.filter(BORROWER_MOBILE, VERIFICATION_KIND), 'outbox');
    expect(filtered.rows.length).toBeGreaterThan(0);
    const messages = outbox.messages('sms', BORROWER_MOBILE, VERIFICATION_KIND);
    await expect(messages.first()).toBeVisible();
    const message = await outbox.openMessage(messages.first());
    return message.readVerificationCode();
  });

  await test.step('the code from the outbox verifies the borrower mobile, once', async () => {
    const confirmed = await borrower.confirmMobileCode(BORROWER_MOBILE, code);
    expect(confirmed.status()).toBe(200);
    expect(await confirmed.json()).toEqual({ data: { verified: true, mobile: BORROWER_MOBILE } });

    const reused = await borrower.confirmMobileCode(BORROWER_MOBILE, code);
    expect(reused.status()).toBe(400);
    const error = (await reused.json()) as ApiError;
    expect(error.errors).toEqual({ code: MESSAGES.codeInvalid });
  });

  await test.step('sales sees 會員 but not 通知紀錄, reaches only the applicant who named their code, and cannot review a member', async () => {
    await shell.signOut();
    await login.expectShown();
    await login.signIn(SALES);
    await shell.expectDashboard(SALES, 'sales');
    await expect(shell.menuItem('members')).toBeVisible();
    await expect(shell.menuItem('outbox')).toHaveCount(0);

    const reached = await expectSimpleRestList(await members.open(), 'members');
    expect(reached.contentRange.total).toBe(1);
    expect(reached.rows.map((row) => stringField(row, 'email'))).toEqual([SALES_APPLICANT]);
    await members.expectEmails([SALES_APPLICANT]);

    const beyond = await expectSimpleRestList(await members.searchFor(BORROWER), 'members');
    expect(beyond.contentRange.total).toBe(0);
    await members.expectEmails([]);
    const borrowerPage = await page.request.get(`/api/console/members/${borrowerId}`);
    expect(borrowerPage.status()).toBe(404);
    expect(((await borrowerPage.json()) as ApiError).message).toBe(MESSAGES.notFound);

    await expectSimpleRestList(await members.searchFor(SALES_APPLICANT), 'members');
    await members.expectEmails([SALES_APPLICANT]);
    const member = await members.openMember(SALES_APPLICANT);
    await expect(member.identityStatus('verified')).toBeVisible();
    await expect(member.bank).toBeVisible();
    await expect(member.reviewButtons).toHaveCount(0);

    const outboxList = await page.request.get('/api/console/outbox');
    expect(outboxList.status()).toBe(403);
    expect(((await outboxList.json()) as ApiError).message).toBe(MESSAGES.forbidden);
  });
});
