import { STORY_FORM_FIELDS, homeStoryInputSchema } from '@lendbridge/domain';
import { BooleanInput, NumberInput, TextInput } from 'react-admin';
import { ContentImageInput } from '../../shared/ContentImageInput';
import { schemaForm } from '../../validation';

/** The story form's validate and transform: the API's schema. */
export const storyForm = schemaForm(homeStoryInputSchema, STORY_FORM_FIELDS);

/** What a new story starts with: published, first on the wall. */
export const STORY_DEFAULTS = { title: '', image_url: '', properties: { author: '', link: '' }, position: 0, is_published: true };

/** A story's fields, shared by its create and edit forms: its picture, its author and where it links. */
export const StoryInputs = () => (
  <>
    <TextInput source="title" fullWidth />
    <ContentImageInput />
    <TextInput source="properties.author" />
    <TextInput source="properties.link" fullWidth />
    <NumberInput source="position" />
    <BooleanInput source="is_published" />
  </>
);
