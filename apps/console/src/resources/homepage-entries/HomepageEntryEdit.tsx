import { Edit, SimpleForm } from 'react-admin';
import { ContentEditActions } from '../../shared/ContentActions';
import { HomepageEntryInputs, homepageEntryForm } from './HomepageEntryInputs';

/** An entry's form, saved once the server answers. */
export const HomepageEntryEdit = () => (
  <Edit mutationMode="pessimistic" transform={homepageEntryForm.transform} actions={<ContentEditActions />} redirect="show">
    <SimpleForm validate={homepageEntryForm.validate}>
      <HomepageEntryInputs />
    </SimpleForm>
  </Edit>
);
