/** The robo pages, loaded together as one chunk when the first of them renders (App.tsx). */
export { RoboGeneralPage, RoboStablePage, RoboVipPage } from './RoboProductPage';
export { RoboMarketPage } from './RoboMarketPage';
export { RoboStatementPage } from './RoboStatementPage';
export { RoboStableInvestmentsPage, RoboVipInvestmentsPage } from './RoboInvestmentsPage';
export { RoboSellPage } from '../robo-sell/RoboSellPage';
