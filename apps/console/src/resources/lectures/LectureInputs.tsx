import { CONSOLE_CONTENT_TEXTS as C, LECTURE_FORM_FIELDS, lectureFormSchema } from '@lendbridge/domain';
import { BooleanInput, TextInput } from 'react-admin';
import { ContentImageInput } from '../../shared/ContentImageInput';
import { TaipeiDateTimeInput } from '../../shared/TaipeiDateTimeInput';
import { schemaForm } from '../../validation';

/** The seminar form's validate and transform: the API's schema, the time typed in Taipei's time. */
export const lectureForm = schemaForm(lectureFormSchema, LECTURE_FORM_FIELDS);

/** What a new seminar starts with: published. */
export const LECTURE_DEFAULTS = { title: '', speaker: '', location: '', content: '', image_url: '', link: '', is_published: true };

/** A seminar's fields, shared by its create and edit forms. */
export const LectureInputs = () => (
  <>
    <TextInput source="title" fullWidth />
    <TextInput source="speaker" />
    <TextInput source="location" fullWidth />
    <TaipeiDateTimeInput source="starts_at" />
    <TextInput source="content" multiline minRows={6} fullWidth helperText={C.contentHelp} />
    <ContentImageInput />
    <TextInput source="link" fullWidth />
    <BooleanInput source="is_published" />
  </>
);
