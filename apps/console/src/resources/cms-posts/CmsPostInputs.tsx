import { CMS_POST_FORM_FIELDS, CMS_TAB_CHOICES, CONSOLE_CONTENT_TEXTS as C, cmsPostFormSchema } from '@lendbridge/domain';
import { BooleanInput, SelectInput, TextInput } from 'react-admin';
import { ContentImageInput } from '../../shared/ContentImageInput';
import { TaipeiDateTimeInput } from '../../shared/TaipeiDateTimeInput';
import { schemaForm } from '../../validation';

/** The post form's validate and transform: the API's schema, the publishing time typed in Taipei's time. */
export const cmsPostForm = schemaForm(cmsPostFormSchema, CMS_POST_FORM_FIELDS);

/** What a new post starts with: a news post, published. */
export const CMS_POST_DEFAULTS = { tab: 'post-news', title: '', summary: '', content: '', image_url: '', link: '', is_published: true };

/** A post's fields, shared by its create and edit forms; the rich text is HTML, sanitised by the server. */
export const CmsPostInputs = () => (
  <>
    <SelectInput source="tab" choices={CMS_TAB_CHOICES} />
    <TextInput source="title" fullWidth />
    <TextInput source="summary" multiline minRows={2} fullWidth />
    <TextInput source="content" multiline minRows={8} fullWidth helperText={C.contentHelp} />
    <ContentImageInput />
    <TextInput source="link" fullWidth />
    <TaipeiDateTimeInput source="published_at" />
    <BooleanInput source="is_published" />
  </>
);
