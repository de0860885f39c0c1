import { Create, SimpleForm } from 'react-admin';
import { CHAT_GREETING_DEFAULTS, ChatGreetingInputs, chatGreetingForm } from './ChatGreetingInputs';

/** 新增客服招呼語. */
export const ChatGreetingCreate = () => (
  <Create transform={chatGreetingForm.transform} redirect="show">
    <SimpleForm defaultValues={CHAT_GREETING_DEFAULTS} validate={chatGreetingForm.validate}>
      <ChatGreetingInputs />
    </SimpleForm>
  </Create>
);
