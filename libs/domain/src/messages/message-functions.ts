/** Required-field message of the forms: the field name followed by 為必填. */
export const requiredField = (label: string): string => `${label}為必填`;

export const ageMin = (n: number): string => `須年滿 ${n} 歲`;

export const ageMax = (n: number): string => `不能超過 ${n} 歲`;

/** unit rule: the value must be a multiple of n. */
export const unit = (label: string, n: number): string => `${label} 必須以 ${n} 為單位`;

/** file_length_min rule: at least n files. */
export const fileLengthMin = (n: number): string => `最少需上傳 ${n} 個檔案`;

export const fileLengthMax = (n: number): string => `最多只能上傳 ${n} 個檔案`;

export const fileSizeMaxKb = (kb: number): string => `檔案過大，每個檔案不得超過 ${kb} KB`;

export const maxLength = (label: string, n: number): string => `${label}不能超過 ${n} 個字`;

export const minLength = (label: string, n: number): string => `${label}至少需要 ${n} 個字`;

export const lengthBetween = (label: string, min: number, max: number): string =>
  `${label}長度須介於 ${min} 到 ${max} 個字之間`;

export const digitsExact = (label: string, n: number): string => `${label}須為 ${n} 位數字`;

export const digitsBetween = (label: string, min: number, max: number): string =>
  `${label}須為 ${min} 到 ${max} 位數字`;

export const maxItems = (label: string, n: number): string => `${label}最多 ${n} 項`;

export const minValue = (label: string, n: number): string => `${label}不能小於 ${n}`;

export const maxValue = (label: string, n: number): string => `${label}不能大於 ${n}`;

export const range = (label: string, min: number, max: number): string =>
  `${label}須介於 ${min} 到 ${max} 之間`;

/** Verification-code button: the cooldown still running. */
export const codeCooldown = (seconds: number): string => `請於 ${seconds} 秒後再重新發送`;

/** Sign-in throttling: how long until the next attempt is accepted. */
export const tooManyAttemptsWait = (minutes: number): string =>
  `嘗試次數過多，請於 ${minutes} 分鐘後再試`;

export const transferAmountRange = (min: number, max: number): string =>
  `轉帳金額須介於 ${min} 到 ${max} 元之間`;

export const transferSuccess = (amount: number): string => `已成功轉帳 ${amount} 元`;

/** Generic 500 answer: the request id lets support find the log line. */
export const serverErrorWithId = (requestId: string): string =>
  `系統發生錯誤，請稍後再試（錯誤代碼：${requestId}）`;

/** The password reset e-mail, with its one-time link. */
export const passwordResetBody = (link: string): string =>
  `您好：\n\n請點選以下連結重設您的信橋 LendBridge 密碼（1 小時內有效，僅能使用一次）：\n${link}\n\n若您沒有申請重設密碼，請忽略此信。`;

/** After registering: where the link went (the same text whether or not the address had an account). */
export const registrationSentText = (email: string): string =>
  `我們已寄出一封信到 ${email}，請於 24 小時內點選信中的連結完成註冊。若此 Email 已是會員，信中會說明如何登入或重設密碼。`;

/** The e-mail that finishes a registration, with its one-time link. */
export const registrationConfirmBody = (link: string): string =>
  `您好：\n\n請點選以下連結完成信橋 LendBridge 註冊（24 小時內有效，僅能使用一次）：\n${link}\n\n若您沒有註冊，請忽略此信，我們不會以此 Email 建立帳號。`;

/** To an account's owner when someone registers with its address. */
export const registrationAttemptBody = (loginLink: string, forgotLink: string): string =>
  `您好：\n\n有人以您的 Email 申請註冊信橋 LendBridge，但此 Email 已經是會員，因此沒有建立新帳號。\n\n若是您本人，請直接登入：${loginLink}\n忘記密碼可以在此重設：${forgotLink}\n\n若不是您本人，請忽略此信，您的帳號不受影響。`;

/** To an address without an account when someone asks to reset its password. */
export const passwordResetNoAccountBody = (registerLink: string): string =>
  `您好：\n\n有人以此 Email 申請重設信橋 LendBridge 密碼，但此 Email 尚未註冊會員，因此沒有可重設的密碼。\n\n若是您本人，您可能以其他 Email 註冊；也可以在此註冊：${registerLink}\n\n若不是您本人，請忽略此信。`;

export const verificationCodeEmailSubject = '信橋 LendBridge Email 驗證碼';

export const verificationCodeSms = (code: string, minutes: number): string =>
  `【信橋 LendBridge】您的驗證碼為 ${code}，${minutes} 分鐘內有效。`;

export const verificationCodeEmailBody = (code: string, minutes: number): string =>
  `您好：\n\n您的信橋 LendBridge Email 驗證碼為 ${code}，${minutes} 分鐘內有效。\n\n若您沒有申請驗證，請忽略此信。`;

/** A loan form names exactly n contact persons. */
export const contactsRequired = (n: number): string => `請填寫 ${n} 位聯絡人`;

/** The approval compute refuses a yearly rate above the legal limit (Civil Code §205). */
export const aprAboveLimit = (apr: string, max: number): string =>
  `年利率 ${apr}% 超過法定上限 ${max}%，無法核貸`;

export interface ReviewDecisionDetails {
  readonly amount?: number;
  readonly period?: number;
  readonly apr?: number | string;
  readonly reason?: string;
}

/** The inbox message telling a borrower how their application was decided. */
export const reviewDecisionMessage = (
  decision: 'approved' | 'rejected',
  serial: string,
  details: ReviewDecisionDetails,
): string =>
  decision === 'approved'
    ? `您的借款申請（案件編號 ${serial}）已核准：核貸金額 ${(details.amount ?? 0).toLocaleString('en-US')} 元，期數 ${details.period ?? ''} 期，年利率 ${details.apr ?? ''}%。請至借款人專區確認利率，確認後案件即開始媒合。`
    : `很抱歉，您的借款申請（案件編號 ${serial}）未獲核准。${details.reason === undefined ? '' : `原因：${details.reason}`}`;

/** A loan period as shown: the number of monthly instalments. */
export const loanPeriodLabel = (months: number): string => `${months} 期`;
