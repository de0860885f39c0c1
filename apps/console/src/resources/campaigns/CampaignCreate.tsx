import { CONSOLE_CAMPAIGN_TEXTS } from '@lendbridge/domain';
import { Create, SimpleForm } from 'react-admin';
import { CAMPAIGN_DEFAULTS, CampaignInputs, campaignForm } from './CampaignInputs';

/** 新增行銷活動: its budget is set aside from the company's bank account when it is saved. */
export const CampaignCreate = () => (
  <Create title={CONSOLE_CAMPAIGN_TEXTS.createTitle} transform={campaignForm.transform} redirect="edit">
    <SimpleForm defaultValues={CAMPAIGN_DEFAULTS} validate={campaignForm.validate}>
      <CampaignInputs />
    </SimpleForm>
  </Create>
);
