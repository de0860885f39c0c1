import { useState } from 'react';
import type { ReactElement } from 'react';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { AccountPage } from '../features/account/AccountPage';
import { SubjectDetailPage } from '../features/account/SubjectDetailPage';
import { WithdrawDetailPage } from '../features/account/WithdrawDetailPage';
import { ChangePasswordPage } from '../features/auth/ChangePasswordPage';
import { ForgotPasswordPage } from '../features/auth/ForgotPasswordPage';
import { LoginPage } from '../features/auth/LoginPage';
import { LogoutPage } from '../features/auth/LogoutPage';
import { RegisterConfirmPage } from '../features/auth/RegisterConfirmPage';
import { RegisterPage } from '../features/auth/RegisterPage';
import { ResetPasswordPage } from '../features/auth/ResetPasswordPage';
import { BorrowerLoanPage } from '../features/borrower/BorrowerLoanPage';
import { BorrowerPage } from '../features/borrower/BorrowerPage';
import { CartPage } from '../features/cart/CartPage';
import { CheckoutPage } from '../features/checkout/CheckoutPage';
import { CreditTryPage } from '../features/credit-try/CreditTryPage';
import { NotFoundPage } from '../features/errors/NotFoundPage';
import { GuarantorLinkPage } from '../features/guarantor/GuarantorLinkPage';
import { HomePage } from '../features/home/HomePage';
import { InboxPage } from '../features/inbox/InboxPage';
import { InvestmentPage } from '../features/investments/InvestmentPage';
import { InvestmentsPage } from '../features/investments/InvestmentsPage';
import { LoanApplicationCreatePage } from '../features/loan-application/LoanApplicationCreatePage';
import { LoanApplicationPage } from '../features/loan-application/LoanApplicationPage';
import { LoanApplicationStartPage, StudentLoanPage } from '../features/loan-application/LoanApplicationStartPage';
import { LoanDocumentsPage } from '../features/loan-documents/LoanDocumentsPage';
import { LoanDetailRoute } from '../features/market/LoanDetailRoute';
import { MarketPlacePage } from '../features/market/MarketPlacePage';
import { MemberBankPage } from '../features/member/MemberBankPage';
import { MemberBasicPage } from '../features/member/MemberBasicPage';
import { MemberRegisterPage } from '../features/member/MemberRegisterPage';
import { ProfilePage } from '../features/member/ProfilePage';
import { RiskQuestionnairePage } from '../features/member/RiskQuestionnairePage';
import { LegalCollectionApplyPage } from '../features/legal-collection/LegalCollectionApplyPage';
import { LegalCollectionListPage } from '../features/legal-collection/LegalCollectionListPage';
import { LegalCollectionReportPage } from '../features/legal-collection/LegalCollectionReportPage';
import { EarlyRepaymentPage } from '../features/clearing/EarlyRepaymentPage';
import { LenderEarlyRepaymentPage } from '../features/clearing/LenderEarlyRepaymentPage';
import { AppLayout } from '../shared/layout/AppLayout';
import { RequireLevel } from './RequireLevel';
import type { LadderLevel } from './ladder';
import { AppProviders } from './providers';

/** A page shown once the member holds the ladder level (see RequireLevel). */
const guarded = (path: string, level: LadderLevel, page: ReactElement): RouteObject => ({
  path,
  element: <RequireLevel level={level}>{page}</RequireLevel>,
});

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'market-place', element: <MarketPlacePage /> },
      { path: 'market-place/:tab', element: <MarketPlacePage /> },
      { path: 'market-place/loan/:serial', element: <LoanDetailRoute /> },
      { path: 'my-credit', element: <CreditTryPage /> },
      { path: 'auth/login', element: <LoginPage /> },
      { path: 'auth/register', element: <RegisterPage /> },
      { path: 'auth/register/confirm', element: <RegisterConfirmPage /> },
      { path: 'auth/logout', element: <LogoutPage /> },
      { path: 'auth/forgot-password', element: <ForgotPasswordPage /> },
      { path: 'auth/reset-password', element: <ResetPasswordPage /> },
      guarded('member/change-password', 'login', <ChangePasswordPage />),
      guarded('member/basic', 'login', <MemberBasicPage />),
      guarded('member/register', 'member', <MemberRegisterPage />),
      guarded('member/bank', 'member', <MemberBankPage />),
      guarded('member/risk-questionnaire', 'full', <RiskQuestionnairePage />),
      guarded('member/profile', 'member', <ProfilePage />),
      guarded('loan-application/start', 'full', <LoanApplicationStartPage />),
      guarded('loan-application/create', 'full', <LoanApplicationCreatePage />),
      guarded('student-loan', 'full', <StudentLoanPage />),
      guarded('loan-application/:serial', 'full', <LoanApplicationPage />),
      guarded('loan-application/:serial/documents', 'full', <LoanDocumentsPage />),
      guarded('account/borrower', 'full', <BorrowerPage />),
      guarded('account/lnb-transaction', 'full', <AccountPage />),
      guarded('account/lnb-transaction/subject-detail', 'full', <SubjectDetailPage />),
      guarded('account/lnb-transaction/withdraw-detail', 'full', <WithdrawDetailPage />),
      guarded('guarantor/link', 'full', <GuarantorLinkPage />),
      guarded('loan-application/:serial/guarantor/link', 'full', <GuarantorLinkPage />),
      guarded('inbox', 'login', <InboxPage />),
      guarded('market-place/carts', 'questionnaire', <CartPage />),
      guarded('market-place/place-order', 'questionnaire', <CheckoutPage />),
      guarded('account/lender/investments', 'full', <InvestmentsPage />),
      guarded('account/lender/investments/:tab', 'full', <InvestmentsPage />),
      guarded('investment/:serial', 'full', <InvestmentPage />),
      guarded('loan/:serial', 'full', <BorrowerLoanPage />),
      guarded('account/lender/legal-collection', 'full', <LegalCollectionListPage />),
      guarded('account/lender/legal-collection/apply', 'full', <LegalCollectionApplyPage />),
      guarded('account/lender/legal-collection/:id', 'full', <LegalCollectionReportPage />),
      guarded('account/borrower/early-repayment', 'full', <EarlyRepaymentPage />),
      guarded('account/lender/early-repayment', 'full', <LenderEarlyRepaymentPage />),
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
