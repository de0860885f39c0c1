import { Edit, SimpleForm } from 'react-admin';
import { ContentEditActions } from '../../shared/ContentActions';
import { ChatGreetingInputs, chatGreetingForm } from './ChatGreetingInputs';

/** A greeting's form, saved once the server answers. */
export const ChatGreetingEdit = () => (
  <Edit mutationMode="pessimistic" transform={chatGreetingForm.transform} actions={<ContentEditActions />} redirect="show">
    <SimpleForm validate={chatGreetingForm.validate}>
      <ChatGreetingInputs />
    </SimpleForm>
  </Edit>
);
