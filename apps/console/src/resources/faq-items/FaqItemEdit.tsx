import { Edit, SimpleForm } from 'react-admin';
import { ContentEditActions } from '../../shared/ContentActions';
import { FaqItemInputs, faqItemForm } from './FaqItemInputs';

/** A question's form, saved once the server answers. */
export const FaqItemEdit = () => (
  <Edit mutationMode="pessimistic" transform={faqItemForm.transform} actions={<ContentEditActions />} redirect="show">
    <SimpleForm validate={faqItemForm.validate}>
      <FaqItemInputs />
    </SimpleForm>
  </Edit>
);
