import { Edit, SimpleForm } from 'react-admin';
import { ContentEditActions } from '../../shared/ContentActions';
import { FaqGroupInputs, faqGroupForm } from './FaqGroupInputs';

/** A group's form, saved once the server answers. */
export const FaqGroupEdit = () => (
  <Edit mutationMode="pessimistic" transform={faqGroupForm.transform} actions={<ContentEditActions />} redirect="list">
    <SimpleForm validate={faqGroupForm.validate}>
      <FaqGroupInputs />
    </SimpleForm>
  </Edit>
);
