import { FAQ_GROUP_FORM_FIELDS, faqGroupInputSchema } from '@lendbridge/domain';
import { NumberInput, TextInput } from 'react-admin';
import { schemaForm } from '../../validation';

/** The group form's validate and transform: the API's schema. */
export const faqGroupForm = schemaForm(faqGroupInputSchema, FAQ_GROUP_FORM_FIELDS);

export const FAQ_GROUP_DEFAULTS = { name: '', position: 0 };

/** A group's fields, shared by its create and edit forms. */
export const FaqGroupInputs = () => (
  <>
    <TextInput source="name" />
    <NumberInput source="position" />
  </>
);
