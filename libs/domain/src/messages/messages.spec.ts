import { describe, expect, it } from 'vitest';
import {
  ageMax,
  ageMin,
  codeCooldown,
  digitsBetween,
  digitsExact,
  fileLengthMin,
  lengthBetween,
  maxLength,
  maxValue,
  minLength,
  minValue,
  range,
  requiredField,
  unit,
} from './message-functions.js';
import { MESSAGES } from './messages.js';

describe('MESSAGES', () => {
  it('carries the spec texts verbatim', () => {
    expect(MESSAGES).toMatchObject({
      required: '此為必填欄位',
      email: '請輸入有效的 email',
      number: '請輸入數字',
      digitsOnly: '請只輸入數字',
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
      minImages: '最少需上傳一張圖片',
      fileTooLarge: '檔案過大',
      uploadBadFormat: '無法上傳檔案，請檢查檔案格式',
      uploadRetryLater: '無法上傳檔案，請稍候再試',
      uploadLimit: '上傳已達限制',
      uploadBusy: '檔案上傳中，請稍候',
      uploadSingle: '此欄位只能上傳一個檔案，若要重新上傳，請刪除先前上傳的檔案',
      uploadFailedLabel: '上傳失敗',
      uploadSuccessLabel: '上傳成功',
      notLoggedIn: '您尚未登入',
      notMember: '未完成會員註冊',
      notMemberFull: '尚未成為交易會員',
      questionnaireIncomplete: '尚未完成風險屬性調查',
      genericErrorTitle: '哎呀！',
      genericErrorText: '貌似發生了什麼錯誤',
      leavePage: '您的資料尚未送出，您確定要離開嗎？',
      codeSending: '請稍候',
      saved: '已儲存',
      saveFailed: '發生錯誤，請稍後再試',
      deleteConfirm: '確定要刪除嗎？',
      deleted: '刪除成功',
      pleaseTick: '請勾選',
      agreePolicyTitle: '哎呀！請同意條款',
      agreePolicyText: '請詳閱並同意條款更動內容',
      notEditable: '無法編輯此案件 請返回重新操作',
      submitSuccess: '送出成功 案件需審核，請耐心等待後續聯絡',
      inputErrorTitle: '輸入錯誤',
      inputErrorText: '請確認填寫欄位',
      clearNowConfirm: '確定立刻清償嗎？ (即將從你的代收代付帳戶扣款)',
      creditCardCreateFailed: '新增信用卡資料失敗！',
      creditCardDeleteFailed: '刪除信用卡資料失敗，請稍後再試。',
      editorLoadFailed: '編輯器載入失敗，請檢查設定',
      popupErrorTitle: '發生了一些問題！',
      invalidPage: '輸入的頁數不正確',
      unknownField: '不允許的欄位',
      csrf: '頁面已過期，請重新整理後再試',
    });
  });

  it('mentions the image limit of the constants', () => {
    expect(MESSAGES.uploadImageRule).toBe('檔案須為 JPG/PNG 格式，且不得超過 8 MB');
  });

  it('has no empty message', () => {
    for (const message of Object.values(MESSAGES)) expect(message.length).toBeGreaterThan(0);
  });
});

describe('message functions', () => {
  it('follow the spec formats', () => {
    expect(requiredField('Email')).toBe('Email為必填');
    expect(ageMin(18)).toBe('須年滿 18 歲');
    expect(ageMax(65)).toBe('不能超過 65 歲');
    expect(unit('投資金額', 1000)).toBe('投資金額 必須以 1000 為單位');
    expect(codeCooldown(42)).toBe('請於 42 秒後再重新發送');
  });

  it('write the length, range and count messages', () => {
    expect(fileLengthMin(2)).toBe('最少需上傳 2 個檔案');
    expect(maxLength('名字', 10)).toBe('名字不能超過 10 個字');
    expect(minLength('密碼', 6)).toBe('密碼至少需要 6 個字');
    expect(lengthBetween('電話', 6, 14)).toBe('電話長度須介於 6 到 14 個字之間');
    expect(digitsExact('驗證碼', 6)).toBe('驗證碼須為 6 位數字');
    expect(digitsBetween('郵遞區號', 3, 5)).toBe('郵遞區號須為 3 到 5 位數字');
    expect(minValue('金額', 1)).toBe('金額不能小於 1');
    expect(maxValue('金額', 10000)).toBe('金額不能大於 10000');
    expect(range('金額', 1, 10000)).toBe('金額須介於 1 到 10000 之間');
  });
});
