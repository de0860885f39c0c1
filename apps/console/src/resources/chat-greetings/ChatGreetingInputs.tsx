import { CHAT_GREETING_FORM_FIELDS, WEEKDAY_CHOICES, chatGreetingInputSchema } from '@lendbridge/domain';
import { BooleanInput, CheckboxGroupInput, NumberInput, TextInput } from 'react-admin';
import { schemaForm } from '../../validation';

/** The greeting form's validate and transform: the API's schema. */
export const chatGreetingForm = schemaForm(chatGreetingInputSchema, CHAT_GREETING_FORM_FIELDS);

/** What a new greeting starts with: weekdays, office hours, published. */
export const CHAT_GREETING_DEFAULTS = { title: '', properties: { weekdays: [1, 2, 3, 4, 5], start_time: '09:00', end_time: '18:00' }, position: 0, is_published: true };

/** A greeting's fields, shared by its create and edit forms: the days (日一二三四五六) and the hours it shows. */
export const ChatGreetingInputs = () => (
  <>
    <TextInput source="title" multiline minRows={2} fullWidth />
    <CheckboxGroupInput source="properties.weekdays" choices={WEEKDAY_CHOICES} />
    <TextInput source="properties.start_time" type="time" slotProps={{ inputLabel: { shrink: true } }} />
    <TextInput source="properties.end_time" type="time" slotProps={{ inputLabel: { shrink: true } }} />
    <NumberInput source="position" />
    <BooleanInput source="is_published" />
  </>
);
