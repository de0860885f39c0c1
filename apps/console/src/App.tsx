import { Admin, Resource, localStorageStore, type AuthProvider, type Store } from 'react-admin';
import { authProvider as defaultAuthProvider } from './authProvider';
import { PRODUCT_NAME } from './brand';
import { ConsoleLayout } from './ConsoleLayout';
import { dataProvider as defaultDataProvider, type ConsoleDataProvider } from './dataProvider';
import { i18nProvider } from './i18n';
import { lazyView } from './lazyView';
import { LoginPage } from './LoginPage';
import { bankCodes } from './resources/bank-codes';
import { deposits } from './resources/deposits';
import { loanApplications } from './resources/loan-applications';
import { loans } from './resources/loans';
import { members } from './resources/members';
import { outbox } from './resources/outbox';
import { withdrawals } from './resources/withdrawals';
import { legalCollections } from './resources/legal-collections';
import { batchRuns } from './resources/batch-runs';
import { appraisals } from './resources/appraisals';
import { pawnCases } from './resources/pawn-cases';
import { vehicleCatalogue } from './resources/vehicle-catalogue';
import { campaigns } from './resources/campaigns';
import { fundingProjects } from './resources/funding-projects';
import { campaignPrizes } from './resources/campaign-prizes';
import { promoCodes } from './resources/promo-codes';
import { promoCodeUses } from './resources/promo-code-uses';
import { campaignSpins } from './resources/campaign-spins';
import { campaignCashback } from './resources/campaign-cashback';
import { campaignAudit } from './resources/campaign-audit';
import { charities } from './resources/charities';
import { alumniRoster, crowdfundingDeliveries, crowdfundingOrders, crowdfundingProjects } from './resources/crowdfunding';
import { farms } from './resources/farms';
import { farmReadings } from './resources/farm-readings';
import { farmGacpRecords } from './resources/farm-gacp-records';
import { myShop } from './resources/shop-myshop';
import { shopProducts } from './resources/shop-products';
import { shopOrders } from './resources/shop-orders';
import { supportChats } from './resources/support-chats';
import { contactMessages } from './resources/contact-messages';
import { shopBookings } from './resources/shop-bookings';
import { shopDeliveries } from './resources/shop-deliveries';
import { cmsPosts } from './resources/cms-posts';
import { lectures } from './resources/lectures';
import { homepageEntries } from './resources/homepage-entries';
import { stories } from './resources/stories';
import { chatGreetings } from './resources/chat-greetings';
import { faqGroups } from './resources/faq-groups';
import { faqItems } from './resources/faq-items';
import { faqFeedback } from './resources/faq-feedback';
import { theme } from './theme';

export interface AppProps {
  dataProvider?: ConsoleDataProvider;
  authProvider?: AuthProvider;
  store?: Store;
}

const Dashboard = lazyView(() => import('./dashboard/Dashboard'), 'Dashboard');

const defaultStore = localStorageStore(undefined, 'lendbridge-console');

/**
 * The staff console. Resources are declared for everyone; authProvider.canAccess decides, per role,
 * which ones the menu shows and which pages open (members and loan applications: admin and sales; outbox, bank codes, deposits and withdrawals: admin; appraisals: appraiser and admin; pawn cases: pawnshop operator and admin; the vehicle price catalogue: admin; campaigns, promo codes and their records, charities, crowdfunding projects, orders, deliveries and the alumni roster, funding projects, farms and their readings and records: admin writes, sales reads; the shop: a seller keeps their own shop, its products, orders, deliveries and bookings, admins every shop's, sales read them; the public site's content — CMS posts, seminars, homepage entries, stories, chat greetings and the FAQ with its feedback: admin writes, sales reads).
 */
export const App = ({
  dataProvider = defaultDataProvider,
  authProvider = defaultAuthProvider,
  store = defaultStore,
}: AppProps) => (
  <Admin
    title={PRODUCT_NAME}
    dataProvider={dataProvider}
    authProvider={authProvider}
    i18nProvider={i18nProvider}
    store={store}
    theme={theme}
    dashboard={Dashboard}
    layout={ConsoleLayout}
    loginPage={LoginPage}
    requireAuth
    disableTelemetry
  >
    <Resource name="members" {...members} />
    <Resource name="loan-applications" {...loanApplications} />
    <Resource name="outbox" {...outbox} />
    <Resource name="bank-codes" {...bankCodes} />
    <Resource name="deposits" {...deposits} />
    <Resource name="withdrawals" {...withdrawals} />
    <Resource name="loans" {...loans} />
    <Resource name="legal-collections" {...legalCollections} />
    <Resource name="batch-runs" {...batchRuns} />
    <Resource name="appraisals" {...appraisals} />
    <Resource name="pawn-cases" {...pawnCases} />
    <Resource name="vehicle-catalogue" {...vehicleCatalogue} />
    <Resource name="campaigns" {...campaigns} />
    <Resource name="campaign-prizes" {...campaignPrizes} />
    <Resource name="promo-codes" {...promoCodes} />
    <Resource name="promo-code-uses" {...promoCodeUses} />
    <Resource name="campaign-spins" {...campaignSpins} />
    <Resource name="campaign-cashback" {...campaignCashback} />
    <Resource name="campaign-audit" {...campaignAudit} />
    <Resource name="charities" {...charities} />
    <Resource name="crowdfunding-projects" {...crowdfundingProjects} />
    <Resource name="crowdfunding-orders" {...crowdfundingOrders} />
    <Resource name="crowdfunding-deliveries" {...crowdfundingDeliveries} />
    <Resource name="crowdfunding-alumni-roster" {...alumniRoster} />
    <Resource name="funding-projects" {...fundingProjects} />
    <Resource name="farms" {...farms} />
    <Resource name="farm-readings" {...farmReadings} />
    <Resource name="farm-gacp-records" {...farmGacpRecords} />
    <Resource name="myshop" {...myShop} />
    <Resource name="shop-products" {...shopProducts} />
    <Resource name="shop-orders" {...shopOrders} />
    <Resource name="shop-bookings" {...shopBookings} />
    <Resource name="shop-deliveries" {...shopDeliveries} />
    <Resource name="support-chats" {...supportChats} />
    <Resource name="contact-messages" {...contactMessages} />
    <Resource name="cms-posts" {...cmsPosts} />
    <Resource name="lectures" {...lectures} />
    <Resource name="homepage-entries" {...homepageEntries} />
    <Resource name="stories" {...stories} />
    <Resource name="chat-greetings" {...chatGreetings} />
    <Resource name="faq-groups" {...faqGroups} />
    <Resource name="faq-items" {...faqItems} />
    <Resource name="faq-feedback" {...faqFeedback} />
  </Admin>
);
