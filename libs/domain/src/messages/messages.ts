import {
  ALUMNI_DINNER_PAYMENT_DAYS,
  INVEST_AMOUNT_STEP,
  LENDER_FEE_MAX_PERCENT,
  MIN_DISCOUNT_ORDER_AMOUNT_STEP,
  PGR_MAX_PERCENT,
  PGR_MIN_PERCENT,
} from '../constants/loan.js';
import { QUESTIONNAIRE_QUESTION_COUNT } from '../constants/questionnaire.js';
import { UPLOAD_IMAGE_MAX_MB } from '../constants/upload.js';

/**
 * Every fixed user-facing message. Texts quoted in the specification are copied verbatim;
 * the others (server-side answers the spec does not show) are written in the same voice.
 */
export const MESSAGES = {
  // Default field messages
  required: '此為必填欄位',
  email: '請輸入有效的 email',
  number: '請輸入數字',
  digitsOnly: '請只輸入數字',
  integer: '請輸入整數',
  notEqual: '兩次輸入不相同',
  date: '請輸入正確的日期 (YYYY/MM/DD)',
  identityNumber: '不是有效的身分證字號或居留證',
  mobile: '不是有效的手機號碼',
  mobileSendTitle: '手機號碼有誤',
  mobileSendText: '請先輸入正確手機號碼',
  schoolEmail: '這不是學校Email哦',
  password: '密碼需至少包含一個字母與一個數字',
  emptyField: '欄位不能留空',
  passwordPrompt: '您需要輸入密碼喲！',
  noEmailInText: '請勿在內文輸入email',
  noPhoneInText: '請勿在內文輸入電話',
  chooseOne: '請您擇一填寫',
  pleaseTick: '請勾選',
  invalidOption: '請選擇有效的選項',
  invalidFormat: '格式不正確',
  taxId: '不是有效的統一編號',
  invalidNext: '無效的返回網址',
  invalidUploadId: '檔案無效，請重新上傳',
  invalidAttributeName: '不是有效的屬性名稱',

  // Forms
  inputErrorTitle: '輸入錯誤',
  inputErrorText: '請確認填寫欄位',
  leavePage: '您的資料尚未送出，您確定要離開嗎？',
  agreePolicyTitle: '哎呀！請同意條款',
  agreePolicyText: '請詳閱並同意條款更動內容',
  agreePolicyFailedTitle: '失敗了',
  reload: '重新整理',
  codeSending: '請稍候',
  saved: '已儲存',
  saveFailed: '發生錯誤，請稍後再試',
  deleteConfirm: '確定要刪除嗎？',
  deleted: '刪除成功',
  updated: '您的資料已成功更新',
  undisclosed: '未揭露',
  editorLoadFailed: '編輯器載入失敗，請檢查設定',
  invalidPage: '輸入的頁數不正確',

  // Upload
  minImages: '最少需上傳一張圖片',
  fileTooLarge: '檔案過大',
  uploadBadFormat: '無法上傳檔案，請檢查檔案格式',
  uploadImageRule: `檔案須為 JPG/PNG 格式，且不得超過 ${UPLOAD_IMAGE_MAX_MB} MB`,
  uploadRetryLater: '無法上傳檔案，請稍候再試',
  uploadLimit: '上傳已達限制',
  uploadBusy: '檔案上傳中，請稍候',
  uploadSingle: '此欄位只能上傳一個檔案，若要重新上傳，請刪除先前上傳的檔案',
  uploadFailedLabel: '上傳失敗',
  uploadSuccessLabel: '上傳成功',
  uploadNotFound: '找不到上傳的檔案，請重新上傳',

  // Member ladder
  notLoggedIn: '您尚未登入',
  notMember: '未完成會員註冊',
  notMemberFull: '尚未成為交易會員',
  questionnaireIncomplete: '尚未完成風險屬性調查',

  // Generic dialogs
  genericErrorTitle: '哎呀！',
  genericErrorText: '貌似發生了什麼錯誤',
  popupErrorTitle: '發生了一些問題！',

  // Loan application
  notEditable: '無法編輯此案件 請返回重新操作',
  submitSuccess: '送出成功 案件需審核，請耐心等待後續聯絡',
  applySuccess: '申請成功',
  signUpSuccess: '報名成功',
  alumniPayByTransfer: `請於 ${ALUMNI_DINNER_PAYMENT_DAYS} 日內以銀行轉帳完成付款，逾期將取消報名`,
  creditCardCreateFailed: '新增信用卡資料失敗！',
  creditCardDeleteFailed: '刪除信用卡資料失敗，請稍後再試。',
  collateralNotAllowed: '此類型的申請不需填寫擔保品',
  guarantorResidentIdMismatch: '身分證字號與您的會員資料不符',
  guarantorCaseNotFound: '找不到需要您確認的保證案件',
  guarantorNotSelf: '保證人不能是申請人本人',
  verifyFailed: '驗證失敗',

  // Clearing
  clearSuccess: '清償成功',
  clearFailed: '清償失敗',
  clearNowConfirm: '確定立刻清償嗎？ (即將從你的代收代付帳戶扣款)',
  requestClearConfirm:
    '提前清償申請送出後無法取消，且須支付清償作業手續費；未付清的手續費將併入下期月付金',

  // Virtual account
  withdrawFailedTitle: '無法提領',
  withdrawSuccess: '提領申請成功，款項將於兩個工作天內轉入您的指定帳戶',
  bankNotBound: '您尚未綁定銀行帳戶，請先完成綁定',
  bankNotVerified: '銀行帳戶驗證約需三個工作天，如有疑問請洽客服',
  nothingToWithdraw: '目前沒有可提領的金額，請重新整理頁面',
  accountProcessing: '資料處理中，請稍後再試',
  somethingWentWrong: '哎呀！發生了一些錯誤',
  insufficientBalance: '可用餘額不足',

  // Server answers
  invalidCredentials: '帳號或密碼錯誤',
  wrongPassword: '密碼錯誤',
  emailTaken: '此 Email 已被註冊',
  mobileTaken: '此手機號碼已被使用',
  identityNumberTaken: '此身分證字號或居留證已被註冊',
  tooManyAttempts: '嘗試次數過多，請稍後再試',
  codeInvalid: '驗證碼錯誤',
  codeExpired: '驗證碼已過期，請重新發送',
  resetTokenInvalid: '重設密碼連結無效或已過期',
  mobileNotVerified: '請先完成手機驗證',
  emailNotVerified: '請先完成 Email 驗證',
  alreadyVerified: '已完成驗證',
  alreadyMember: '您已完成會員註冊',
  unknownField: '不允許的欄位',
  unauthorized: '您尚未登入',
  forbidden: '您沒有權限執行此操作',
  notFound: '找不到資料',
  csrf: '頁面已過期，請重新整理後再試',
  conflict: '資料已被更新，請重新整理後再試',
  idempotencyConflict: '此請求已以不同內容送出過',
  payloadTooLarge: '檔案過大',
  serverError: '系統發生錯誤，請稍後再試',
  malformedRequest: '請求格式不正確',
  oldPasswordWrong: '舊密碼錯誤',
  memberTypeMismatch: '會員類型與帳號不符',
  identityLocked: '身分已通過審核，如需更改請洽客服',
  bankCodeUnknown: '查無此銀行代碼',
  bankCodeTaken: '此銀行代碼已存在',
  bankAlreadyBound: '您已綁定銀行帳戶，如需更換請使用變更銀行帳戶',
  nothingToReview: '沒有待審核的資料',
  codeAttemptsExceeded: '驗證碼錯誤次數過多，請重新發送',
  passwordResetSubject: '信橋 LendBridge 重設密碼',
  notStaff: '此帳號沒有後台權限',

  // Sign-in protection
  passwordCommon: '此密碼太常見，容易被猜中，請改用其他密碼',
  registrationSentTitle: '請至信箱收取驗證信',
  registrationConfirmTitle: '完成註冊',
  registrationConfirmIntro: '請輸入註冊時設定的密碼，完成註冊並登入。',
  registrationConfirmSubmit: '完成註冊',
  registrationLinkInvalid: '註冊連結無效或已過期，請重新註冊',
  registrationConfirmSubject: '信橋 LendBridge 完成註冊',
  registrationAttemptSubject: '信橋 LendBridge 註冊通知',
  passwordResetNoAccountSubject: '信橋 LendBridge 重設密碼',

  // Credit-try questionnaire
  creditTryTitle: '信用評估',
  creditTryIntro: `回答 ${QUESTIONNAIRE_QUESTION_COUNT} 個問題，立即試算您的信用等級、參考年利率與預估可借額度。`,
  creditTryStart: '開始試算',
  previousStep: '上一步',
  nextStep: '下一步',
  creditTryLoading: '試算中，請稍候',
  creditTryResultTitle: '您的信用試算結果',
  creditTryLevelLabel: '信用等級',
  creditTryRateLabel: '參考年利率',
  creditTryLineLabel: '預估可借額度',
  creditTryNotice: '試算結果僅供參考，實際核貸條件以審核結果為準。',
  creditTrySignInPrompt: '登入或註冊會員，即可保存您的試算結果。',
  creditTrySignIn: '登入保存',
  creditTryRegister: '註冊會員',
  creditTrySaved: '試算結果已保存至您的帳戶。',
  creditTryRetake: '重新試算',
  creditTryLatest: '最近一次試算',

  // Loan applications
  guarantorDescription: '本申請用於擔任保證人之信用審核，借款金額、期數與說明由平台依規定設定。',
  duplicateContactMobile: '聯絡人手機號碼不可重複',
  idCardIssueDate: '發證日期不正確',
  marketingCodeInvalid: '優惠代碼無效或已過期',
  salesCodeUnknown: '查無此業務代碼',
  applicationSubmittedSubject: '借款申請已送出',
  applicationApprovedSubject: '借款申請已核准',
  applicationRejectedSubject: '借款申請未核准',
  notReviewable: '此案件目前無法審核',
  rateAlreadyConfirmed: '此案件已確認利率',

  // Student verification
  schoolEmailVerifySubject: '學校 Email 驗證',
  schoolEmailLinkInvalid: '驗證連結無效或已過期',
  schoolEmailNotVerified: '請先完成學校 Email 驗證',
  notStudentApplication: '此案件不是學生貸款',
  idCardNotVerified: '身分證尚未通過驗證',
  idCardSiteUnknown: '查無此發證地點',
  idCardReasonUnknown: '領補換類別不正確',
  idCardNotOwn: '只能驗證您本人的身分證',

  // Pawn collateral details by type
  collateralDetailNotAsked: '此類擔保品不需填寫此欄位',

  // Approval compute
  unknownCreditGrade: '查無此信用等級',
  approvalAmountInvalid: `核貸金額須為 ${INVEST_AMOUNT_STEP} 元的正整數倍`,
  approvalPeriodInvalid: '借款期數不正確',
  addRateInvalid: '加碼利率須為 0 以上、最多兩位小數的數字',

  // Approval listing terms
  loanSourceInvalid: '上架市場須為綜合市場、高收益市場或風險保障市場',
  pgrInvalid: `風險保障比例須為 ${PGR_MIN_PERCENT} 至 ${PGR_MAX_PERCENT}、最多兩位小數的數字`,
  pgrRequiredForPgrSource: '風險保障市場的案件須填寫風險保障比例',
  pgrOnlyForPgrSource: '只有風險保障市場的案件可設定風險保障比例',
  lenderFeeInvalid: `服務費率須為 0 以上、未滿 ${LENDER_FEE_MAX_PERCENT}、最多兩位小數的數字`,
  discountLenderFeeInvalid: `優惠服務費率須為 0 以上、未滿 ${LENDER_FEE_MAX_PERCENT}、最多兩位小數的數字`,
  discountLenderFeeAboveLenderFee: '優惠服務費率不能高於服務費率',
  discountLenderFeeRequired: '設定優惠門檻時，優惠服務費率為必填',
  minDiscountOrderAmountInvalid: `優惠門檻須為 ${MIN_DISCOUNT_ORDER_AMOUNT_STEP} 元的正整數倍`,
  minDiscountOrderAmountRequired: '設定優惠服務費率時，優惠門檻為必填',

  // Student verification widgets
  studentVerified: '已驗證',
  studentNotVerified: '尚未驗證',
  schoolEmailSend: '寄送驗證信',
  schoolEmailSent: '驗證信已寄出，請至學校信箱點選連結完成驗證',
  schoolEmailChanged: '學校 Email 已變更，請重新寄送驗證信',
  idCardVerify: '驗證身分證',
  alumniVerify: '驗證校友身分',
  alumniValid: '校友身分驗證成功',
  alumniUsed: '此校友資料已用於借款申請',
  alumniNotFound: '查無此校友資料，請確認學號、學院與系所',

  // Credit-card record sub-form
  creditCardRecordsTitle: '信用卡資料',
  creditCardRecordsEmpty: '尚未新增信用卡資料',
  creditCardAdd: '新增信用卡資料',
  creditCardBillPick: '選擇帳單圖片',
  creditCardBillView: '檢視帳單',
  creditCardDelete: '刪除',
  dialogCancel: '取消',
  dialogConfirm: '確定',
  optionalFieldSuffix: '（選填）',

  // Guarantor link
  guarantorLinkTitle: '保證人確認',
  guarantorLinkIntro: '以下為指定您擔任保證人的借款申請。請核對案件後，輸入您的身分證字號並選擇與借款人的關係。',
  guarantorCasesEmpty: '目前沒有指定您擔任保證人的案件',
  guarantorCaseChoose: '確認此案件',
  guarantorConfirmSubmit: '確認擔任保證人',
  guarantorConfirmedLabel: '已確認',
  guarantorConfirmSuccess: '已完成保證人確認，感謝您的協助',
  guarantorBackToCases: '返回案件列表',

  // Agree-policy modal
  agreePolicyModalTitle: '條款更新通知',
  agreePolicyModalText: '我們已更新隱私權政策與交易條款，請詳閱並勾選同意後繼續使用。',
  agreePolicyPrivacyLabel: '我已詳閱並同意隱私權政策',
  agreePolicyTransactionLabel: '我已詳閱並同意交易條款',
  agreePolicySubmit: '同意並繼續',

  // Corporate loan application
  draftSaving: '儲存中…',
  draftSavedTemporarily: '您的資料已暫存',
  loanSubmitLabel: '送出申請',
  previewNotFilled: '未填寫',
  loanAgreementTitle: '申請同意事項',

  // Documents added after submit; the alumni record of an ntu application
  documentKindNotAllowed: '此案件無法補上這類文件',
  alumniAlreadyApplied: '此校友資料已用於其他借款申請',

  // Loan application wizard
  studentSubmitConfirmTitle: '確定要送出申請嗎？',
  studentSubmitConfirmText: '送出後即結束編輯，申請資料將無法再修改。',
  applicationSerialLabel: '案件編號',
  flagAgreeContact: '同意平台人員以電話與我聯繫',
  flagAgreeTransfer: '同意平台將本借款債權轉讓予其他出借人',
  flagNoTort: '本人聲明無侵權行為，所填資料均屬實',
  flagUsageAuth: '同意平台於審核範圍內使用本人資料',
  flagThirdPartyAuth: '同意平台向第三方機構（含聯徵中心）查詢本人信用資料',
  collateralAdd: '新增擔保品',
  collateralDelete: '刪除',
  collateralsAdded: '已新增的擔保品',
  collateralsEmpty: '尚未新增擔保品',
  collateralAddOnsNone: '無',
  realtyParking: '含車位',
  realtyNoParking: '不含車位',
  yearsUnit: '年',
  periodUnit: '期',
  guarantorFixedTitle: '保證人申請條件（依規定設定，無法修改）',
  guarantorNameTitle: '指定保證人',
  guarantorNameIntro: '請輸入保證人的身分證字號，保證人將以其會員帳號確認此申請。',
  guarantorSave: '儲存保證人',
  guarantorNamedPending: '已指定保證人，等待保證人確認',
  guarantorNamedConfirmed: '保證人已確認',
  collateralAddOnsGroup: '附件',
  alumniRecordTitle: '台大校友身分',
  alumniRecordSaved: '已登錄的校友資料',
  idCardSectionTitle: '身分證驗證',

  // Application types by member type
  loanAppTypeNotAllowed: '您的會員類型無法申請此類借款',
  loanAppTypeChooseTitle: '選擇借款類型',
  loanAppTypeChooseIntro: '請選擇您要申請的借款類型。',
  loanAppTypeApply: '開始申請',

  // Staff review of the identity: investing and disbursement wait for it
  identityReviewPending: '身分審核中，驗證約需三個工作天，如有疑問請洽客服',
  borrowerIdentityPending: '借款人身分尚未審核通過，無法撥款',
  borrowerBankPending: '借款人銀行帳戶尚未審核通過，無法撥款',

  // Fast apply of the general flow
  fastApplyIntro: '勾選快速申請，請現在就上傳健保卡與存摺內頁（選擇自行上傳聯徵報告者一併上傳），送出後即可立即開始審核。',

  // Request input refused before any route reads it
  requestTooDeep: '請求內容的層數過多',
  invalidCharacter: '含有不允許的字元',

  // The value date of a loan application
  valueDateBeforeBusinessDate: '撥款日期不可早於今日',
} as const;

export type MessageKey = keyof typeof MESSAGES;
