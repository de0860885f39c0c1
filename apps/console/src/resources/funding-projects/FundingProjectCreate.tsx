import { FUNDING_CONSOLE_TEXTS } from '@lendbridge/domain';
import { Create, SimpleForm } from 'react-admin';
import { FUNDING_PROJECT_DEFAULTS, FundingProjectInputs, fundingProjectForm } from './FundingProjectInputs';

/** 新增募資專案: a listed loan put on the funding market. */
export const FundingProjectCreate = () => (
  <Create title={FUNDING_CONSOLE_TEXTS.createTitle} transform={fundingProjectForm.transform} redirect="edit">
    <SimpleForm defaultValues={FUNDING_PROJECT_DEFAULTS} validate={fundingProjectForm.validate}>
      <FundingProjectInputs />
    </SimpleForm>
  </Create>
);
