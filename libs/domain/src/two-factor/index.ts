import type { z } from 'zod';
import { MESSAGES } from '../messages/messages.js';
import { strictFormObject } from '../schemas/fields.js';
import { digitsRule, optionalString, requiredString } from '../schemas/field-rules.js';

/**
 * Two-factor sign-in (兩步驟驗證): a time-based one-time password (TOTP, RFC 6238) from an
 * authenticator app, opt-in for members and required for staff in production. Once on, it is
 * asked at sign-in, for a withdrawal and for a change of the bound bank account.
 */

/** Six digits, a new code every 30 seconds, HMAC-SHA1: what every authenticator app reads from the QR code. */
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_ALGORITHM = 'SHA1';
/** A code of the step before or after the server's is still taken (a phone's clock a little off). */
export const TOTP_WINDOW_STEPS = 1;
/** The secret's length in bytes (160 bits, RFC 4226's recommendation). */
export const TOTP_SECRET_BYTES = 20;
/** The issuer the authenticator app shows above the account. */
export const TOTP_ISSUER = '信橋 LendBridge';

/** Recovery codes given when two-factor sign-in is turned on, each usable once instead of a code. */
export const RECOVERY_CODE_COUNT = 10;
/** A recovery code: ten characters of a 31-character alphabet without look-alikes, shown as five, a dash and five (k7m2p-q9rt4). */
export const RECOVERY_CODE_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
export const RECOVERY_CODE_LENGTH = 10;

/** After the password, the code must follow within this many seconds, in the same browser session. */
export const TWO_FACTOR_PENDING_TTL_SECONDS = 300;
/** Wrong codes allowed per account within the login window; past it, 429 like the password step. */
export const TWO_FACTOR_MAX_ATTEMPTS = 5;

export const TWO_FACTOR_API_PATH = '/api/two-factor';
export const TWO_FACTOR_LOGIN_PATH = '/api/auth/login/two-factor';
/** The public site's page where any signed-in account (staff too) turns it on or off. */
export const TWO_FACTOR_PAGE_PATH = '/member/two-factor';

export const TWO_FACTOR_TEXTS = {
  codeLabel: '兩步驟驗證碼',
  recoveryCodeLabel: '備用碼',
  codeRequired: '請輸入驗證器 App 顯示的 6 位數兩步驟驗證碼',
  codeFormat: '兩步驟驗證碼為 6 位數字',
  codeInvalid: '兩步驟驗證碼錯誤或已過期，請輸入驗證器 App 上最新的驗證碼',
  codeReplayed: '這組兩步驟驗證碼已使用過，請等待驗證器 App 顯示下一組驗證碼',
  recoveryCodeInvalid: '備用碼錯誤或已使用過',
  codeOrRecovery: '請輸入兩步驟驗證碼或一組備用碼（擇一）',
  notEnabled: '您尚未啟用兩步驟驗證',
  alreadyEnabled: '您已啟用兩步驟驗證',
  enrolmentMissing: '請先按「開始設定」取得新的金鑰與 QR Code',
  loginPendingMissing: '登入已逾時，請重新輸入 Email 與密碼',
  enrolmentRequired: '員工帳號須先在信橋網站的「兩步驟驗證」頁（/member/two-factor）完成設定，才能使用其他功能',
  bankChangedToday: '您今天變更了銀行帳號：為保護您的資金，新帳號須自下一個營業日起才能接受提領',
  signInSubject: '信橋 LendBridge 登入通知',
  bankChangedSubject: '信橋 LendBridge 銀行帳號變更通知',
  sectionTitle: '兩步驟驗證',
  sectionOn: '已啟用：登入、提領與變更銀行帳號時需輸入驗證器 App 的驗證碼。',
  sectionOff: '未啟用：啟用後，登入、提領與變更銀行帳號時需再輸入驗證器 App（如 Google Authenticator）的驗證碼。',
  start: '開始設定',
  scan: '請用驗證器 App 掃描 QR Code，或手動輸入下方金鑰：',
  secretLabel: '金鑰',
  confirm: '確認啟用',
  enabled: '兩步驟驗證已啟用',
  recoveryTitle: '請妥善保存以下備用碼',
  recoveryHint: '手機遺失時，可用備用碼代替驗證碼登入，每組只能使用一次。備用碼只顯示這一次。',
  recoverySaved: '我已保存備用碼',
  disable: '停用兩步驟驗證',
  disabled: '兩步驟驗證已停用',
  loginStepTitle: '兩步驟驗證',
  loginStepHint: '請輸入驗證器 App 顯示的 6 位數驗證碼；手機不在身邊時，可改用一組備用碼。',
  useRecovery: '改用備用碼',
  useCode: '改用驗證碼',
  verify: '驗證並登入',
  actionHint: '您已啟用兩步驟驗證，請輸入驗證器 App 顯示的驗證碼',
  consoleLoginHint: '已啟用兩步驟驗證者必填',
} as const;

/** The sign-in notice: when and from which address, and what to do when it was not the member. */
export const signInNoticeBody = (at: string, address: string): string =>
  `您的信橋 LendBridge 帳號於 ${at}（台北時間）自 IP 位址 ${address} 登入。\n如果這不是您本人，請立即變更密碼並聯絡客服。`;

/** The bank change notice, with the masked new account. */
export const bankChangedNoticeBody = (at: string, bankCode: string, maskedAccount: string): string =>
  `您的信橋 LendBridge 帳號於 ${at}（台北時間）變更了綁定的銀行帳號為 ${bankCode} ${maskedAccount}。\n新帳號須自下一個營業日起才能接受提領。如果這不是您本人，請立即聯絡客服。`;

const isTotpCode = (value: string): boolean => /^\d{6}$/.test(value);

/** A six-digit code from the authenticator app, required. */
export const totpCodeField = () =>
  requiredString(TWO_FACTOR_TEXTS.codeLabel, [[isTotpCode, TWO_FACTOR_TEXTS.codeFormat]]);

/** The code on a withdrawal or a bank change: asked only of members who turned two-factor sign-in on. */
export const optionalTotpCodeField = () => optionalString([digitsRule(TWO_FACTOR_TEXTS.codeLabel, TOTP_DIGITS)]);

/** A recovery code as typed: letters and digits, dashes and spaces ignored, case ignored. */
export const normalizeRecoveryCode = (value: string): string => value.replace(/[\s-]/g, '').toLowerCase();

const recoveryCodeField = () =>
  optionalString([
    [(value) => value.length <= 40, MESSAGES.invalidFormat],
    [(value) => normalizeRecoveryCode(value).length === RECOVERY_CODE_LENGTH, TWO_FACTOR_TEXTS.recoveryCodeInvalid],
  ]);

/** POST /api/two-factor/enrolment/confirm and /api/two-factor/disable: a current code. */
export const twoFactorCodeSchema = strictFormObject({ code: totpCodeField() });
export type TwoFactorCodeInput = z.output<typeof twoFactorCodeSchema>;

/** POST /api/auth/login/two-factor: the code, or one recovery code instead. */
export const twoFactorLoginSchema = strictFormObject({
  code: optionalTotpCodeField(),
  recovery_code: recoveryCodeField(),
}).superRefine((value, ctx) => {
  if ((value.code === undefined) === (value.recovery_code === undefined)) {
    ctx.addIssue({ code: 'custom', path: ['code'], message: TWO_FACTOR_TEXTS.codeOrRecovery });
  }
});
export type TwoFactorLoginInput = z.output<typeof twoFactorLoginSchema>;

/** GET /api/two-factor. */
export interface TwoFactorState {
  enabled: boolean;
  /** Recovery codes not used yet (0 when off). */
  recovery_codes_left: number;
  /** A staff account in production that must turn it on before anything else. */
  required: boolean;
}

/** POST /api/two-factor/enrolment: a new secret, not in force until confirmed with a code. */
export interface TwoFactorEnrolment {
  /** Base32, for typing into the app by hand. */
  secret: string;
  otpauth_uri: string;
  /** The otpauth URI as a QR code, an SVG image in a data URL. */
  qr_data_url: string;
}

/** POST /api/two-factor/enrolment/confirm: the recovery codes, shown this once. */
export interface TwoFactorEnabled {
  enabled: true;
  recovery_codes: string[];
}

/** POST /api/auth/login when the password is right and a code is still needed: no session yet. */
export interface TwoFactorChallenge {
  two_factor_required: true;
  next: string;
}
