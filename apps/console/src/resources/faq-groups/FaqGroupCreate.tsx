import { Create, SimpleForm } from 'react-admin';
import { FAQ_GROUP_DEFAULTS, FaqGroupInputs, faqGroupForm } from './FaqGroupInputs';

/** 新增常見問題分類. */
export const FaqGroupCreate = () => (
  <Create transform={faqGroupForm.transform} redirect="list">
    <SimpleForm defaultValues={FAQ_GROUP_DEFAULTS} validate={faqGroupForm.validate}>
      <FaqGroupInputs />
    </SimpleForm>
  </Create>
);
