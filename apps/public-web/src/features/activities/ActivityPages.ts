/** The activity pages share one chunk: one import for the routes, one list of the chunks they need. */
export { ClickDollarPage } from './ClickDollarPage';
export { DrawPage } from './DrawPage';
export { EmbeddedCampaignPage } from './EmbeddedCampaignPage';
export { FlipCardsPage } from './FlipCardsPage';
export { MissionsActivityPage } from './MissionsActivityPage';
export { PartnerCampaignPage } from './PartnerCampaignPage';
export { StoryFormPage } from './StoryFormPage';
