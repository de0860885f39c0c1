import { Edit, SimpleForm } from 'react-admin';
import { ContentEditActions } from '../../shared/ContentActions';
import { CmsPostInputs, cmsPostForm } from './CmsPostInputs';

/** A post's form, saved once the server answers. */
export const CmsPostEdit = () => (
  <Edit mutationMode="pessimistic" transform={cmsPostForm.transform} actions={<ContentEditActions />} redirect="show">
    <SimpleForm validate={cmsPostForm.validate}>
      <CmsPostInputs />
    </SimpleForm>
  </Edit>
);
