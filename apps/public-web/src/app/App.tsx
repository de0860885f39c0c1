import { Suspense, lazy, useState } from 'react';
import type { ComponentType, ReactElement } from 'react';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { AppLayout } from '../shared/layout/AppLayout';
import { PageLoading } from '../shared/PageLoading';
import { RequireLevel } from './RequireLevel';
import type { LadderLevel } from './ladder';
import { AppProviders } from './providers';

/**
 * Every page is its own chunk, loaded when its route first renders, so the first page carries none of
 * the others and a new page never adds to it. `name` is the page's named export in its module.
 */
const lazyPage = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazy(() => load().then((module) => ({ default: module[name] })));

const AccountPage = lazyPage(() => import('../features/account/AccountPage'), 'AccountPage');
const SubjectDetailPage = lazyPage(() => import('../features/account/SubjectDetailPage'), 'SubjectDetailPage');
const WithdrawDetailPage = lazyPage(() => import('../features/account/WithdrawDetailPage'), 'WithdrawDetailPage');
const ChangePasswordPage = lazyPage(() => import('../features/auth/ChangePasswordPage'), 'ChangePasswordPage');
const ForgotPasswordPage = lazyPage(() => import('../features/auth/ForgotPasswordPage'), 'ForgotPasswordPage');
const LoginPage = lazyPage(() => import('../features/auth/LoginPage'), 'LoginPage');
const LogoutPage = lazyPage(() => import('../features/auth/LogoutPage'), 'LogoutPage');
const RegisterConfirmPage = lazyPage(() => import('../features/auth/RegisterConfirmPage'), 'RegisterConfirmPage');
const RegisterPage = lazyPage(() => import('../features/auth/RegisterPage'), 'RegisterPage');
const ResetPasswordPage = lazyPage(() => import('../features/auth/ResetPasswordPage'), 'ResetPasswordPage');
const BorrowerLoanPage = lazyPage(() => import('../features/borrower/BorrowerLoanPage'), 'BorrowerLoanPage');
const BorrowerPage = lazyPage(() => import('../features/borrower/BorrowerPage'), 'BorrowerPage');
const CartPage = lazyPage(() => import('../features/cart/CartPage'), 'CartPage');
const CheckoutPage = lazyPage(() => import('../features/checkout/CheckoutPage'), 'CheckoutPage');
const CreditTryPage = lazyPage(() => import('../features/credit-try/CreditTryPage'), 'CreditTryPage');
const NotFoundPage = lazyPage(() => import('../features/errors/NotFoundPage'), 'NotFoundPage');
const GuarantorLinkPage = lazyPage(() => import('../features/guarantor/GuarantorLinkPage'), 'GuarantorLinkPage');
const HomePage = lazyPage(() => import('../features/home/HomePage'), 'HomePage');
const InboxPage = lazyPage(() => import('../features/inbox/InboxPage'), 'InboxPage');
const InvestmentPage = lazyPage(() => import('../features/investments/InvestmentPage'), 'InvestmentPage');
const InvestmentsPage = lazyPage(() => import('../features/investments/InvestmentsPage'), 'InvestmentsPage');
const LoanApplicationCreatePage = lazyPage(() => import('../features/loan-application/LoanApplicationCreatePage'), 'LoanApplicationCreatePage');
const LoanApplicationPage = lazyPage(() => import('../features/loan-application/LoanApplicationPage'), 'LoanApplicationPage');
const LoanApplicationStartPage = lazyPage(() => import('../features/loan-application/LoanApplicationStartPage'), 'LoanApplicationStartPage');
const StudentLoanPage = lazyPage(() => import('../features/loan-application/LoanApplicationStartPage'), 'StudentLoanPage');
const LoanDocumentsPage = lazyPage(() => import('../features/loan-documents/LoanDocumentsPage'), 'LoanDocumentsPage');
const LoanDetailRoute = lazyPage(() => import('../features/market/LoanDetailRoute'), 'LoanDetailRoute');
const MarketPlacePage = lazyPage(() => import('../features/market/MarketPlacePage'), 'MarketPlacePage');
const MgmPage = lazyPage(() => import('../features/mgm/MgmPage'), 'MgmPage');
const ShowGirlPage = lazyPage(() => import('../features/mgm/ShowGirlPage'), 'ShowGirlPage');
const MemberBankPage = lazyPage(() => import('../features/member/MemberBankPage'), 'MemberBankPage');
const MemberBasicPage = lazyPage(() => import('../features/member/MemberBasicPage'), 'MemberBasicPage');
const MemberRegisterPage = lazyPage(() => import('../features/member/MemberRegisterPage'), 'MemberRegisterPage');
const ProfilePage = lazyPage(() => import('../features/member/ProfilePage'), 'ProfilePage');
const RiskQuestionnairePage = lazyPage(() => import('../features/member/RiskQuestionnairePage'), 'RiskQuestionnairePage');
const LegalCollectionApplyPage = lazyPage(() => import('../features/legal-collection/LegalCollectionApplyPage'), 'LegalCollectionApplyPage');
const LegalCollectionListPage = lazyPage(() => import('../features/legal-collection/LegalCollectionListPage'), 'LegalCollectionListPage');
const LegalCollectionReportPage = lazyPage(() => import('../features/legal-collection/LegalCollectionReportPage'), 'LegalCollectionReportPage');
const EarlyRepaymentPage = lazyPage(() => import('../features/clearing/EarlyRepaymentPage'), 'EarlyRepaymentPage');
const PawnshopMarketRedirect = lazyPage(() => import('../features/staff-console/ConsoleRedirectPage'), 'PawnshopMarketRedirect');
const AppraiseMarketRedirect = lazyPage(() => import('../features/staff-console/ConsoleRedirectPage'), 'AppraiseMarketRedirect');
const LenderEarlyRepaymentPage = lazyPage(() => import('../features/clearing/LenderEarlyRepaymentPage'), 'LenderEarlyRepaymentPage');
/** The resale pages share one chunk, as the robo pages do. */
const loadResalePages = () => import('../features/resale/ResalePages');
const ResaleMarketPage = lazyPage(loadResalePages, 'ResaleMarketPage');
const ResaleOrderPage = lazyPage(loadResalePages, 'ResaleOrderPage');
/** The robo pages share one chunk: one import, one list of the chunks it needs. */
const loadRoboPages = () => import('../features/robo/RoboPages');
const RoboGeneralPage = lazyPage(loadRoboPages, 'RoboGeneralPage');
const RoboStablePage = lazyPage(loadRoboPages, 'RoboStablePage');
const RoboVipPage = lazyPage(loadRoboPages, 'RoboVipPage');
const RoboMarketPage = lazyPage(loadRoboPages, 'RoboMarketPage');
const RoboStatementPage = lazyPage(loadRoboPages, 'RoboStatementPage');
const RoboStableInvestmentsPage = lazyPage(loadRoboPages, 'RoboStableInvestmentsPage');
const RoboVipInvestmentsPage = lazyPage(loadRoboPages, 'RoboVipInvestmentsPage');
const RoboSellPage = lazyPage(loadRoboPages, 'RoboSellPage');
/** The roulette's landing page and the member's page share one chunk. */
const loadRoulettePages = () => import('../features/roulette/RoulettePages');
const RouletteLandingPage = lazyPage(loadRoulettePages, 'RouletteLandingPage');
const LuckyRoulettePage = lazyPage(loadRoulettePages, 'LuckyRoulettePage');
const loadCrowdfundingPages = () => import('../features/crowdfunding/CrowdfundingPages');
const CrowdfundingPage = lazyPage(loadCrowdfundingPages, 'CrowdfundingPage');
const CardReturnPage = lazyPage(loadCrowdfundingPages, 'CardReturnPage');
const CrowdfundingInvestmentPage = lazyPage(loadCrowdfundingPages, 'CrowdfundingInvestmentPage');
const FundingPages = lazyPage(() => import('../features/funding/FundingPages'), 'FundingPages');
const FarmTraceabilityPage = lazyPage(() => import('../features/farm/FarmPages'), 'FarmTraceabilityPage');
/** The campaign activity pages share one chunk. */
const loadActivityPages = () => import('../features/activities/ActivityPages');
const MissionsActivityPage = lazyPage(loadActivityPages, 'MissionsActivityPage');
const FlipCardsPage = lazyPage(loadActivityPages, 'FlipCardsPage');
const DrawPage = lazyPage(loadActivityPages, 'DrawPage');
const ClickDollarPage = lazyPage(loadActivityPages, 'ClickDollarPage');
const StoryFormPage = lazyPage(loadActivityPages, 'StoryFormPage');
const PartnerCampaignPage = lazyPage(loadActivityPages, 'PartnerCampaignPage');
const EmbeddedCampaignPage = lazyPage(loadActivityPages, 'EmbeddedCampaignPage');
const ChatToBuyPage = lazyPage(() => import('../features/chat/ChatToBuyPage'), 'ChatToBuyPage');
/** The shop's pages share one chunk. */
const loadShopPages = () => import('../features/shop/ShopPages');
const ShoppingPage = lazyPage(loadShopPages, 'ShoppingPage');
const CreditServicePage = lazyPage(loadShopPages, 'CreditServicePage');
const GoodsShopPage = lazyPage(loadShopPages, 'GoodsShopPage');
const ServiceShopPage = lazyPage(loadShopPages, 'ServiceShopPage');
const ShopOrderPage = lazyPage(loadShopPages, 'ShopOrderPage');
const BuyerOrdersPage = lazyPage(loadShopPages, 'BuyerOrdersPage');
const FaqPage = lazyPage(() => import('../features/help/FaqPage'), 'FaqPage');
const ContactPage = lazyPage(() => import('../features/help/ContactPage'), 'ContactPage');
/** The CMS tabs and posts share one chunk. */
const loadCmsPages = () => import('../features/cms/CmsPages');
const CmsPage = lazyPage(loadCmsPages, 'CmsPage');
const CmsPostPage = lazyPage(loadCmsPages, 'CmsPostPage');
const LecturesPage = lazyPage(() => import('../features/lectures/LecturesPage'), 'LecturesPage');
const ProtectionFundPage = lazyPage(() => import('../features/protection-fund/ProtectionFundPage'), 'ProtectionFundPage');
const LoanBookPage = lazyPage(() => import('../features/loan-book/LoanBookPage'), 'LoanBookPage');
const VehicleAppraisalPage = lazyPage(() => import('../features/vehicle-appraisal/VehicleAppraisalPage'), 'VehicleAppraisalPage');
const TwoFactorPage = lazyPage(() => import('../features/member/TwoFactorPage'), 'TwoFactorPage');

/** A lazy page, with a progress indicator while its chunk loads. */
const page = (Page: ComponentType): ReactElement => (
  <Suspense fallback={<PageLoading />}>
    <Page />
  </Suspense>
);

/** A page shown once the member holds the ladder level (see RequireLevel). */
const guarded = (path: string, level: LadderLevel, Page: ComponentType): RouteObject => ({
  path,
  element: <RequireLevel level={level}>{page(Page)}</RequireLevel>,
});

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      { index: true, element: page(HomePage) },
      { path: 'market-place', element: page(MarketPlacePage) },
      { path: 'market-place/:tab', element: page(MarketPlacePage) },
      { path: 'market-place/loan/:serial', element: page(LoanDetailRoute) },
      { path: 'farm-traceability/:no', element: page(FarmTraceabilityPage) },
      { path: 'market-place/bids', element: page(ResaleMarketPage) },
      guarded('market-place/bids/:id', 'questionnaire', ResaleOrderPage),
      { path: 'my-credit', element: page(CreditTryPage) },
      { path: 'chat-to-buy', element: page(ChatToBuyPage) },
      { path: 'appraise/vehicle', element: page(VehicleAppraisalPage) },
      { path: 'activity/mgm', element: page(MgmPage) },
      { path: 'activity/mgm-sg', element: page(ShowGirlPage) },
      { path: 'auth/login', element: page(LoginPage) },
      { path: 'auth/register', element: page(RegisterPage) },
      { path: 'auth/register/confirm', element: page(RegisterConfirmPage) },
      { path: 'auth/logout', element: page(LogoutPage) },
      { path: 'auth/forgot-password', element: page(ForgotPasswordPage) },
      { path: 'auth/reset-password', element: page(ResetPasswordPage) },
      guarded('member/change-password', 'login', ChangePasswordPage),
      guarded('member/basic', 'login', MemberBasicPage),
      guarded('member/register', 'member', MemberRegisterPage),
      guarded('member/bank', 'member', MemberBankPage),
      guarded('member/risk-questionnaire', 'full', RiskQuestionnairePage),
      guarded('member/profile', 'member', ProfilePage),
      guarded('loan-application/start', 'full', LoanApplicationStartPage),
      guarded('loan-application/create', 'full', LoanApplicationCreatePage),
      guarded('student-loan', 'full', StudentLoanPage),
      guarded('loan-application/:serial', 'full', LoanApplicationPage),
      guarded('loan-application/:serial/documents', 'full', LoanDocumentsPage),
      guarded('account/borrower', 'full', BorrowerPage),
      guarded('account/lnb-transaction', 'full', AccountPage),
      guarded('account/lnb-transaction/subject-detail', 'full', SubjectDetailPage),
      guarded('account/lnb-transaction/withdraw-detail', 'full', WithdrawDetailPage),
      guarded('guarantor/link', 'full', GuarantorLinkPage),
      guarded('loan-application/:serial/guarantor/link', 'full', GuarantorLinkPage),
      guarded('inbox', 'login', InboxPage),
      guarded('market-place/carts', 'questionnaire', CartPage),
      guarded('market-place/place-order', 'questionnaire', CheckoutPage),
      guarded('account/lender/investments', 'full', InvestmentsPage),
      guarded('account/lender/investments/:tab', 'full', InvestmentsPage),
      guarded('investment/:serial', 'full', InvestmentPage),
      guarded('loan/:serial', 'full', BorrowerLoanPage),
      guarded('account/lender/legal-collection', 'full', LegalCollectionListPage),
      guarded('account/lender/legal-collection/apply', 'full', LegalCollectionApplyPage),
      guarded('account/lender/legal-collection/:id', 'full', LegalCollectionReportPage),
      guarded('account/borrower/early-repayment', 'full', EarlyRepaymentPage),
      guarded('account/lender/early-repayment', 'full', LenderEarlyRepaymentPage),
      guarded('market-place/robo-invest', 'full', RoboMarketPage),
      guarded('robo/robo-invest/general', 'full', RoboGeneralPage),
      guarded('robo/robo-invest/stable', 'full', RoboStablePage),
      guarded('robo/robo-invest/stable/investments', 'full', RoboStableInvestmentsPage),
      guarded('robo/robo-invest/vip', 'full', RoboVipPage),
      guarded('robo/robo-invest/vip/investments', 'full', RoboVipInvestmentsPage),
      guarded('robo/robo-invest/:product/sell/:serial', 'full', RoboSellPage),
      guarded('account/robo-transaction', 'full', RoboStatementPage),
      { path: 'roulette', element: page(RouletteLandingPage) },
      guarded('account/lucky-roulette', 'login', LuckyRoulettePage),
      guarded('crowdfunding/card-return', 'questionnaire', CardReturnPage),
      { path: 'crowdfunding/:serial', element: page(CrowdfundingPage) },
      guarded('account/lender/crowdfunding/:serial', 'full', CrowdfundingInvestmentPage),
      guarded('activity/missions/:key', 'login', MissionsActivityPage),
      guarded('activity/christmas/:key', 'login', FlipCardsPage),
      { path: 'activity/draw/:key', element: page(DrawPage) },
      { path: 'activity/click-dollar/:key', element: page(ClickDollarPage) },
      guarded('activity/story', 'member', StoryFormPage),
      guarded('activity/partner/:key', 'member', PartnerCampaignPage),
      guarded('activity/embed/:key', 'member', EmbeddedCampaignPage),
      { path: 'funding/market-place/*', element: page(FundingPages) },
      { path: 'pawnshop/market-place', element: page(PawnshopMarketRedirect) },
      { path: 'pawnshop/market-place/:serial', element: page(PawnshopMarketRedirect) },
      { path: 'appraise/market-place', element: page(AppraiseMarketRedirect) },
      { path: 'appraise/market-place/:id', element: page(AppraiseMarketRedirect) },
      { path: 'faq', element: page(FaqPage) },
      { path: 'contact', element: page(ContactPage) },
      { path: 'shopping', element: page(ShoppingPage) },
      { path: 'credit-service', element: page(CreditServicePage) },
      guarded('shopping/order', 'login', ShopOrderPage),
      { path: 'shopping/:shopId', element: page(GoodsShopPage) },
      { path: 'credit-service/:shopId', element: page(ServiceShopPage) },
      guarded('account/shop-orders', 'login', BuyerOrdersPage),
      { path: 'cms/:tab', element: page(CmsPage) },
      { path: 'cms/:tab/:id', element: page(CmsPostPage) },
      { path: 'lectures', element: page(LecturesPage) },
      { path: 'protection-fund', element: page(ProtectionFundPage) },
      { path: 'loan-book', element: page(LoanBookPage) },
      guarded('member/two-factor', 'login', TwoFactorPage),
      { path: '*', element: page(NotFoundPage) },
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
