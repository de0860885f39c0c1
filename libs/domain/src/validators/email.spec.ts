import { describe, expect, it } from 'vitest';
import { EMAIL_SUGGESTION_DOMAINS } from '../constants/auth.js';
import { emailSuggestions, isSchoolEmail, schoolEmailSuggestions } from './email.js';

describe('isSchoolEmail', () => {
  it.each(['b01234567@ntu.edu.tw', 'someone@MAIL.NCKU.EDU.TW', 'x@stanford.edu'])(
    'accepts %s',
    (value) => {
      expect(isSchoolEmail(value)).toBe(true);
    },
  );
  it.each(['someone@gmail.com', 'edu@example.com', ''])('refuses %s', (value) => {
    expect(isSchoolEmail(value)).toBe(false);
  });
});

describe('emailSuggestions', () => {
  it('offers 10 providers', () => {
    expect(EMAIL_SUGGESTION_DOMAINS).toHaveLength(10);
  });

  it('shows nothing before "@" and a domain character are typed', () => {
    expect(emailSuggestions('amy')).toEqual([]);
    expect(emailSuggestions('amy@')).toEqual([]);
    expect(emailSuggestions('@gm')).toEqual([]);
  });

  it('completes the typed domain', () => {
    expect(emailSuggestions('amy@g')).toEqual(['amy@gmail.com']);
    expect(emailSuggestions('amy@yahoo')).toEqual(['amy@yahoo.com.tw', 'amy@yahoo.com']);
    expect(emailSuggestions('amy@Yahoo.com')).toEqual(['amy@yahoo.com.tw']);
  });

  it('drops the provider already typed in full and unknown providers', () => {
    expect(emailSuggestions('amy@gmail.com')).toEqual([]);
    expect(emailSuggestions('amy@example')).toEqual([]);
  });

  it('refuses input with two "@"', () => {
    expect(emailSuggestions('a@b@g')).toEqual([]);
  });
});

describe('schoolEmailSuggestions', () => {
  it('shows nothing before "@" and a domain character are typed', () => {
    expect(schoolEmailSuggestions('b12')).toEqual([]);
    expect(schoolEmailSuggestions('b12@')).toEqual([]);
    expect(schoolEmailSuggestions('@ntu')).toEqual([]);
    expect(schoolEmailSuggestions('a@b@ntu')).toEqual([]);
  });

  it('completes the typed school domain with the academic .edu.tw', () => {
    expect(schoolEmailSuggestions('b12@ntu')).toEqual(['b12@ntu.edu.tw']);
    expect(schoolEmailSuggestions('b12@NTU.')).toEqual(['b12@ntu.edu.tw']);
    expect(schoolEmailSuggestions('b12@ntu.ed')).toEqual(['b12@ntu.edu.tw']);
    expect(schoolEmailSuggestions('b12@ntu.edu')).toEqual(['b12@ntu.edu.tw']);
    expect(schoolEmailSuggestions('b12@mail.nccu')).toEqual(['b12@mail.nccu.edu.tw']);
  });

  it('offers nothing once the address is complete, for a lone dot or for a common provider', () => {
    expect(schoolEmailSuggestions('b12@ntu.edu.tw')).toEqual([]);
    expect(schoolEmailSuggestions('x@stanford.edu.tw')).toEqual([]);
    expect(schoolEmailSuggestions('b12@.')).toEqual([]);
    expect(schoolEmailSuggestions('amy@gmail')).toEqual([]);
    expect(schoolEmailSuggestions('amy@gmail.com')).toEqual([]);
    expect(schoolEmailSuggestions('amy@yahoo.com.tw')).toEqual([]);
  });
});
