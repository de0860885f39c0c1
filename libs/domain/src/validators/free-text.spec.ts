import { describe, expect, it } from 'vitest';
import { containsEmail, containsPhone, remainingCharacters, textLength } from './free-text.js';

describe('containsEmail', () => {
  it.each([
    '請寄到 amy@example.com 謝謝',
    '聯絡我amy.lin+loan@mail.ntu.edu.tw',
    '全形 amy＠example.com',
  ])('finds an address in %s', (text) => {
    expect(containsEmail(text)).toBe(true);
  });
  it.each(['我需要資金周轉', '@某人 你好', 'amy at example dot com', 'a@b'])(
    'finds none in %s',
    (text) => {
      expect(containsEmail(text)).toBe(false);
    },
  );
});

describe('containsPhone', () => {
  it.each([
    '打給我 0912345678',
    '手機 0912-345-678',
    '手機 0912 345 678',
    '電話 02-2345-6789',
    '電話(02)23456789',
    '電話 (02) 2345 6789',
    '公司 04-22345678',
    '高雄 07-123-4567',
    '苗栗 037-123456',
    '國際 +886912345678',
    '國際 +886-2-2345-6789',
    '國際 +886 (0)912 345 678',
    '全形 ０９１２３４５６７８',
  ])('finds a phone number in %s', (text) => {
    expect(containsPhone(text)).toBe(true);
  });

  it.each([
    '借款 5000 元',
    '月收入 45000',
    '需要 1,050,000 元',
    '日期 2024-01-01',
    '民國 113/05/01',
    '分 12 期',
    '身分證 A123456789',
    '訂單 12345678',
    '091234567',
  ])('finds none in %s', (text) => {
    expect(containsPhone(text)).toBe(false);
  });
});

describe('remainingCharacters', () => {
  it('is the maximum minus the typed length', () => {
    expect(remainingCharacters('', 400)).toBe(400);
    expect(remainingCharacters('我要借款', 400)).toBe(396);
    expect(remainingCharacters('abcdef', 5)).toBe(-1);
  });

  it('counts an emoji as one character', () => {
    expect(textLength('👍好')).toBe(2);
  });
});
