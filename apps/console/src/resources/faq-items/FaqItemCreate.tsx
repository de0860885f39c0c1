import { Create, SimpleForm } from 'react-admin';
import { FAQ_ITEM_DEFAULTS, FaqItemInputs, faqItemForm } from './FaqItemInputs';

/** 新增常見問題. */
export const FaqItemCreate = () => (
  <Create transform={faqItemForm.transform} redirect="show">
    <SimpleForm defaultValues={FAQ_ITEM_DEFAULTS} validate={faqItemForm.validate}>
      <FaqItemInputs />
    </SimpleForm>
  </Create>
);
