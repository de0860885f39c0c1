import { Edit, SimpleForm } from 'react-admin';
import { ContentEditActions } from '../../shared/ContentActions';
import { StoryInputs, storyForm } from './StoryInputs';

/** A story's form, saved once the server answers. */
export const StoryEdit = () => (
  <Edit mutationMode="pessimistic" transform={storyForm.transform} actions={<ContentEditActions />} redirect="show">
    <SimpleForm validate={storyForm.validate}>
      <StoryInputs />
    </SimpleForm>
  </Edit>
);
