import { CONSOLE_CONTENT_TEXTS as C, FAQ_ITEM_FORM_FIELDS, faqItemInputSchema } from '@lendbridge/domain';
import { BooleanInput, NumberInput, ReferenceInput, SelectInput, TextInput } from 'react-admin';
import { schemaForm } from '../../validation';

/** The question form's validate and transform: the API's schema. */
export const faqItemForm = schemaForm(faqItemInputSchema, FAQ_ITEM_FORM_FIELDS);

export const FAQ_ITEM_DEFAULTS = { question: '', answer: '', position: 0, is_published: true };

/** A question's fields, shared by its create and edit forms: its group, the question and its answer (HTML, sanitised by the server). */
export const FaqItemInputs = () => (
  <>
    <ReferenceInput source="group_id" reference="faq-groups" sort={{ field: 'position', order: 'ASC' }}>
      <SelectInput optionText="name" />
    </ReferenceInput>
    <TextInput source="question" fullWidth />
    <TextInput source="answer" multiline minRows={6} fullWidth helperText={C.answerHelp} />
    <NumberInput source="position" />
    <BooleanInput source="is_published" />
  </>
);
