import type {
  ChangePasswordInput,
  ForgotPasswordInput,
  LoginInput,
  RegisterConfirmInput,
  RegisterInput,
  ResetPasswordInput,
  TwoFactorLoginInput,
} from '@lendbridge/domain';
import { TWO_FACTOR_LOGIN_PATH } from '@lendbridge/domain';
import { api } from '../../app/api';
import type { UserStatus } from '../../app/session';

/** two_factor_required: the password was right and the two-factor code must follow (not signed in yet). */
export type LoginResult = UserStatus & { next?: string | null; two_factor_required?: true };

export const login = (input: LoginInput): Promise<LoginResult> => api.post<LoginResult>('/api/auth/login', input);

export const loginTwoFactor = (input: TwoFactorLoginInput): Promise<UserStatus> => api.post<UserStatus>(TWO_FACTOR_LOGIN_PATH, input);

/** Registering e-mails a link to the address; the account exists once the link is opened. */
export const register = (input: RegisterInput): Promise<{ sent: boolean }> =>
  api.post<{ sent: boolean }>('/api/auth/register', input);

export const confirmRegistration = (input: RegisterConfirmInput): Promise<UserStatus> =>
  api.post<UserStatus>('/api/auth/register/confirm', input);

export const logout = (): Promise<UserStatus> => api.post<UserStatus>('/api/auth/logout');

export const forgotPassword = (input: ForgotPasswordInput): Promise<{ sent: boolean }> =>
  api.post<{ sent: boolean }>('/api/auth/password/forgot', input);

export const resetPassword = (input: ResetPasswordInput): Promise<{ reset: boolean }> =>
  api.post<{ reset: boolean }>('/api/auth/password/reset', input);

export const changePassword = (input: ChangePasswordInput): Promise<{ changed: boolean }> =>
  api.post<{ changed: boolean }>('/api/auth/password/change', input);
