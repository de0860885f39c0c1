import { useState } from 'react';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { ChangePasswordPage } from '../features/auth/ChangePasswordPage';
import { ForgotPasswordPage } from '../features/auth/ForgotPasswordPage';
import { LoginPage } from '../features/auth/LoginPage';
import { LogoutPage } from '../features/auth/LogoutPage';
import { RegisterPage } from '../features/auth/RegisterPage';
import { ResetPasswordPage } from '../features/auth/ResetPasswordPage';
import { NotFoundPage } from '../features/errors/NotFoundPage';
import { HomePage } from '../features/home/HomePage';
import { MarketPlacePage } from '../features/market/MarketPlacePage';
import { MemberBankPage } from '../features/member/MemberBankPage';
import { MemberBasicPage } from '../features/member/MemberBasicPage';
import { MemberRegisterPage } from '../features/member/MemberRegisterPage';
import { ProfilePage } from '../features/member/ProfilePage';
import { RiskQuestionnairePage } from '../features/member/RiskQuestionnairePage';
import { AppLayout } from '../shared/layout/AppLayout';
import { RequireLevel } from './RequireLevel';
import { AppProviders } from './providers';

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'market-place', element: <MarketPlacePage /> },
      { path: 'auth/login', element: <LoginPage /> },
      { path: 'auth/register', element: <RegisterPage /> },
      { path: 'auth/logout', element: <LogoutPage /> },
      { path: 'auth/forgot-password', element: <ForgotPasswordPage /> },
      { path: 'auth/reset-password', element: <ResetPasswordPage /> },
      {
        path: 'member/change-password',
        element: (
          <RequireLevel level="login">
            <ChangePasswordPage />
          </RequireLevel>
        ),
      },
      {
        path: 'member/basic',
        element: (
          <RequireLevel level="login">
            <MemberBasicPage />
          </RequireLevel>
        ),
      },
      {
        path: 'member/register',
        element: (
          <RequireLevel level="member">
            <MemberRegisterPage />
          </RequireLevel>
        ),
      },
      {
        path: 'member/bank',
        element: (
          <RequireLevel level="member">
            <MemberBankPage />
          </RequireLevel>
        ),
      },
      {
        path: 'member/risk-questionnaire',
        element: (
          <RequireLevel level="full">
            <RiskQuestionnairePage />
          </RequireLevel>
        ),
      },
      {
        path: 'member/profile',
        element: (
          <RequireLevel level="member">
            <ProfilePage />
          </RequireLevel>
        ),
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function App() {
  const [router] = useState(() => createBrowserRouter(routes));
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
