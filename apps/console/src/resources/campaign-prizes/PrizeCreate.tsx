import { CONSOLE_PRIZE_TEXTS } from '@lendbridge/domain';
import { Create, ReferenceInput, SelectInput, SimpleForm, type RaRecord } from 'react-admin';
import { PRIZE_DEFAULTS, PrizeInputs, prizeCreateForm } from './PrizeInputs';

/** Back to the prize's campaign once it is saved. */
export const campaignOfPrize = (_resource: string | undefined, _id: unknown, data: Partial<RaRecord> | undefined) => `campaigns/${String(data?.campaign_id)}`;

/** 新增獎項 of a campaign (chosen, or filled in from the campaign's page). */
export const PrizeCreate = () => (
  <Create title={CONSOLE_PRIZE_TEXTS.createTitle} transform={prizeCreateForm.transform} redirect={campaignOfPrize}>
    <SimpleForm defaultValues={PRIZE_DEFAULTS} validate={prizeCreateForm.validate}>
      <ReferenceInput source="campaign_id" reference="campaigns" sort={{ field: 'id', order: 'DESC' }}>
        <SelectInput optionText="title" />
      </ReferenceInput>
      <PrizeInputs />
    </SimpleForm>
  </Create>
);
