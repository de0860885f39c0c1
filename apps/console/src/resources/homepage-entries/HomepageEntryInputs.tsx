import { CONSOLE_CONTENT_TEXTS as C, HOMEPAGE_ENTRY_CATEGORY_CHOICES, HOMEPAGE_ENTRY_FORM_FIELDS, POPUP_SIZE_CHOICES, homepageEntryInputSchema } from '@lendbridge/domain';
import { BooleanInput, NumberInput, SelectInput, TextInput } from 'react-admin';
import { ContentImageInput } from '../../shared/ContentImageInput';
import { schemaForm } from '../../validation';

/** The entry form's validate and transform: the API's schema. */
export const homepageEntryForm = schemaForm(homepageEntryInputSchema, HOMEPAGE_ENTRY_FORM_FIELDS);

/** What a new entry starts with: a published carousel slide, its popup properties at their defaults. */
export const HOMEPAGE_ENTRY_DEFAULTS = {
  title: '',
  category: 'carousel',
  image_url: '',
  link: '',
  content: '',
  properties: { popup_size: 'md', hide_header: false, hide_footer: false, pass_lnb_source: false, pass_mobile: false, cache: false, cache_days: 0 },
  position: 0,
  is_published: true,
};

/** An entry's fields, shared by its create and edit forms; the properties steer the auto-popup. */
export const HomepageEntryInputs = () => (
  <>
    <TextInput source="title" fullWidth />
    <SelectInput source="category" choices={HOMEPAGE_ENTRY_CATEGORY_CHOICES} />
    <ContentImageInput />
    <TextInput source="link" fullWidth />
    <TextInput source="content" multiline minRows={3} fullWidth helperText={C.contentHelp} />
    <SelectInput source="properties.popup_size" choices={POPUP_SIZE_CHOICES} />
    <BooleanInput source="properties.hide_header" />
    <BooleanInput source="properties.hide_footer" />
    <BooleanInput source="properties.pass_lnb_source" />
    <BooleanInput source="properties.pass_mobile" />
    <BooleanInput source="properties.cache" />
    <NumberInput source="properties.cache_days" />
    <NumberInput source="position" />
    <BooleanInput source="is_published" />
  </>
);
