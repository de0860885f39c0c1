import { expect, test } from './support/test.js';
import type { Page } from '@playwright/test';
import {
  FIELD_LABELS,
  MESSAGES,
  MIN_AGE,
  ageMin,
  isValidIdentityNumber,
  isValidMobile,
  isStrongPassword,
  registrationSentText,
  requiredField,
  toTaipeiYmd,
} from '@lendbridge/domain';
import { BankPage } from './pages/BankPage.js';
import { BasicPage } from './pages/BasicPage.js';
import { HomePage } from './pages/HomePage.js';
import { LoginPage } from './pages/LoginPage.js';
import { MemberRegisterPage } from './pages/MemberRegisterPage.js';
import { ProfilePage } from './pages/ProfilePage.js';
import { QUESTIONS, QuestionnairePage } from './pages/QuestionnairePage.js';
import { RegisterPage } from './pages/RegisterPage.js';
import { newMember } from './support/member-data.js';
import { emailedLink } from './support/outbox.js';
import { pngFile } from './support/png.js';

/** A national ID whose check digit is wrong (A123456789 is the valid one). */
const INVALID_RESIDENT_ID = 'A123456788';
/** Ten digits, but not 09 followed by eight. */
const INVALID_MOBILE = '0812345678';
/** Long enough, letters only. */
const PASSWORD_WITHOUT_DIGIT = 'abcdefgh';

/** The same digits but the last one: a typo in a confirmation field. */
const withOtherLastDigit = (digits: string): string =>
  `${digits.slice(0, -1)}${digits.endsWith('9') ? '8' : '9'}`;

interface LadderStatus {
  loggedIn: boolean;
  isMember: boolean;
  isMemberFull: boolean;
  isMemberBankFilled: boolean;
  isMemberCompletedQuestionnaire: boolean;
  email: string | null;
}

/** The ladder as the API reports it for the browser's session. */
const ladderStatus = async (page: Page): Promise<LadderStatus> => {
  const response = await page.request.get('/api/auth/status');
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { data: LadderStatus };
  return body.data;
};

test('a visitor climbs the member ladder from registration to the risk questionnaire', async ({ page, playwright, baseURL }) => {
  const member = newMember();
  const login = new LoginPage(page);
  const register = new RegisterPage(page);
  const basic = new BasicPage(page);
  const memberRegister = new MemberRegisterPage(page);
  const bank = new BankPage(page);
  const questionnaire = new QuestionnairePage(page);
  const home = new HomePage(page);
  const profile = new ProfilePage(page);

  expect(isValidMobile(INVALID_MOBILE)).toBe(false);
  expect(isStrongPassword(PASSWORD_WITHOUT_DIGIT)).toBe(false);
  expect(isValidIdentityNumber(INVALID_RESIDENT_ID)).toBe(false);

  await test.step('a visitor asking for the questionnaire is sent to sign in', async () => {
    await questionnaire.goto();
    await login.alert.acknowledge(MESSAGES.notLoggedIn);
    await login.expectOpen(questionnaire.path);
  });

  await test.step('registration shows the spec messages under the wrong fields, then e-mails the link that signs the visitor in', async () => {
    await register.goto();
    await register.expectOpen();
    await register.fill({
      email: member.email,
      emailConfirmation: `other-${member.email}`,
      mobile: INVALID_MOBILE,
      password: PASSWORD_WITHOUT_DIGIT,
      passwordConfirmation: PASSWORD_WITHOUT_DIGIT,
      agreePolicy: false,
    });
    await register.submit();

    await register.expectFieldMessage(FIELD_LABELS.email_confirmation, MESSAGES.notEqual);
    await register.expectFieldMessage(FIELD_LABELS.mobile, MESSAGES.mobile);
    await register.expectFieldMessage(FIELD_LABELS.password, MESSAGES.password);
    await register.expectGroupMessage(FIELD_LABELS.intent, requiredField(FIELD_LABELS.intent));
    await expect(page.getByText(requiredField(FIELD_LABELS.agree_policy), { exact: true })).toBeVisible();
    await register.expectFieldValid(FIELD_LABELS.email);
    await register.expectFieldValid(FIELD_LABELS.password_confirmation);
    await register.expectOpen();

    await register.fill({
      email: member.email,
      emailConfirmation: member.email,
      mobile: member.mobile,
      password: member.password,
      passwordConfirmation: member.password,
      intent: 'both',
      agreePolicy: true,
    });
    await register.submit();
    await expect(page.getByRole('heading', { level: 1, name: MESSAGES.registrationSentTitle })).toBeVisible();
    await expect(page.getByText(registrationSentText(member.email))).toBeVisible();

    await page.goto(
      await emailedLink(playwright, baseURL ?? '', member.email, 'registration_confirm', /\/auth\/register\/confirm\?token=[A-Za-z0-9_-]+/),
    );
    await expect(page.getByRole('heading', { level: 1, name: MESSAGES.registrationConfirmTitle })).toBeVisible();
    await page.getByLabel(FIELD_LABELS.password, { exact: true }).fill(member.password);
    await page.getByRole('button', { name: MESSAGES.registrationConfirmSubmit }).click();
    await basic.expectOpen();
  });

  await test.step('the full registration is out of reach before the basic one', async () => {
    await memberRegister.goto();
    await basic.alert.acknowledge(MESSAGES.notMember);
    await basic.expectOpen(memberRegister.path);
  });

  await test.step('basic registration refuses a member under the minimum age, then continues', async () => {
    const { year } = toTaipeiYmd(new Date());
    await basic.fill({
      lastname: member.lastname,
      firstname: member.firstname,
      birthday: `${year - (MIN_AGE - 1)}/01/01`,
      educationLevel: 'bachelor',
      safeQuestionType: 'first_pet',
      safeQuestionAnswer: '小白',
    });
    await basic.submit();

    await basic.expectGroupMessage(FIELD_LABELS.birthday, ageMin(MIN_AGE));
    await basic.expectFieldMessage(FIELD_LABELS.gender, requiredField(FIELD_LABELS.gender));
    await basic.expectFieldValid(FIELD_LABELS.lastname);
    await basic.expectOpen(memberRegister.path);

    await basic.chooseBirthday('1990/05/20');
    await basic.chooseGender('female');
    await expect(basic.group(FIELD_LABELS.birthday).getByText(ageMin(MIN_AGE))).toHaveCount(0);
    await basic.submit();
    await memberRegister.expectOpen();
  });

  await test.step('full registration refuses an invalid resident ID, then takes a valid one', async () => {
    await memberRegister.fill({
      residentId: INVALID_RESIDENT_ID,
      marriageStatus: 'single',
      childrenCount: '0',
      houseType: 'rent',
      city: '臺北市',
      district: '中正區',
      address: '重慶南路一段 122 號',
    });
    await expect(memberRegister.zipCode()).toHaveValue('100');
    await memberRegister.submit();

    await memberRegister.expectFieldMessage(FIELD_LABELS.resident_id, MESSAGES.identityNumber);
    await memberRegister.expectOpen();

    await memberRegister.field(FIELD_LABELS.resident_id).fill(member.residentId);
    await memberRegister.expectFieldValid(FIELD_LABELS.resident_id);
    await memberRegister.submit();
    await bank.expectOpen();
  });

  await test.step('the questionnaire is out of reach before the bank account is bound', async () => {
    await questionnaire.goto();
    await bank.alert.acknowledge(MESSAGES.notMemberFull);
    await bank.expectOpen(questionnaire.path);
  });

  await test.step('bank binding refuses a mismatching account and a non-image, then takes the images', async () => {
    await bank.fillAccount('004', member.bankAccount, withOtherLastDigit(member.bankAccount));
    await bank.submit();
    await bank.expectFieldMessage(FIELD_LABELS.account_confirmation, MESSAGES.notEqual);
    for (const image of ['bankbook_cover_image', 'id_card_front_image', 'id_card_back_image'] as const) {
      await bank.expectGroupMessage(FIELD_LABELS[image], requiredField(FIELD_LABELS[image]));
    }

    await bank.choose('bankbook_cover_image', {
      name: 'bankbook.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('存摺影本說明\n'),
    });
    await bank.alert.acknowledge(MESSAGES.genericErrorTitle, MESSAGES.uploadBadFormat, MESSAGES.uploadImageRule);

    const disguised = {
      name: 'bankbook.png',
      mimeType: 'image/png',
      buffer: Buffer.from('這不是圖片，只是改了副檔名的文字檔。\n'),
    };
    await bank.choose('bankbook_cover_image', disguised);
    await expect(bank.progress('bankbook_cover_image', disguised.name, MESSAGES.uploadFailedLabel)).toBeVisible();
    await expect(bank.upload('bankbook_cover_image')).toContainText(MESSAGES.uploadBadFormat);

    await bank.uploadImage('bankbook_cover_image', pngFile('bankbook-cover.png', [40, 110, 200]));
    await expect(bank.progress('bankbook_cover_image', disguised.name, MESSAGES.uploadFailedLabel)).toHaveCount(0);
    await bank.uploadImage('id_card_front_image', pngFile('id-card-front.png', [200, 160, 40]));
    await bank.uploadImage('id_card_back_image', pngFile('id-card-back.png', [60, 160, 90]));
    for (const image of ['bankbook_cover_image', 'id_card_front_image', 'id_card_back_image'] as const) {
      await expect(bank.upload(image).getByText(requiredField(FIELD_LABELS[image]))).toHaveCount(0);
    }

    await bank.field(FIELD_LABELS.account_confirmation).fill(member.bankAccount);
    await bank.expectFieldValid(FIELD_LABELS.account_confirmation);
    await bank.submit();
    await questionnaire.expectOpen();
  });

  await test.step('the questionnaire needs every answer, then the ladder is complete', async () => {
    await questionnaire.submit();
    for (const question of QUESTIONS) {
      await questionnaire.expectGroupMessage(question, requiredField(question));
    }

    await questionnaire.answer({
      annualHouseholdIncome: '100_200',
      totalInvestmentAmount: '50_100',
      riskAppetite: 'moderate',
    });
    await questionnaire.submit();

    await home.expectOpen();
    await home.expectLadderCompleted();
    expect(await ladderStatus(page)).toMatchObject({
      loggedIn: true,
      isMember: true,
      isMemberFull: true,
      isMemberBankFilled: true,
      isMemberCompletedQuestionnaire: true,
      email: member.email,
    });
  });

  await test.step('after signing out, signing in with next lands on the profile', async () => {
    await page.goto('/auth/logout');
    await home.expectOpen();
    await home.expectSignedOut();
    expect(await ladderStatus(page)).toMatchObject({ loggedIn: false });

    await login.gotoWithNext(profile.path);
    await login.expectOpen(profile.path);
    await login.signIn(member.email, member.password);
    await profile.expectOpenFor(member.email);
  });
});
