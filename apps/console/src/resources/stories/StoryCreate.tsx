import { Create, SimpleForm } from 'react-admin';
import { STORY_DEFAULTS, StoryInputs, storyForm } from './StoryInputs';

/** 新增使用者故事. */
export const StoryCreate = () => (
  <Create transform={storyForm.transform} redirect="show">
    <SimpleForm defaultValues={STORY_DEFAULTS} validate={storyForm.validate}>
      <StoryInputs />
    </SimpleForm>
  </Create>
);
