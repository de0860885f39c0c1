/** The crowdfunding pages, loaded together as one chunk when the first of them renders (App.tsx). */
export { CrowdfundingPage } from './CrowdfundingPage';
export { CardReturnPage } from './CardReturnPage';
export { CrowdfundingInvestmentPage } from './CrowdfundingInvestmentPage';
