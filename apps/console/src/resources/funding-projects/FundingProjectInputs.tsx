import { FUNDING_CONSOLE_TEXTS as C, FUNDING_IMAGES_MAX, FUNDING_PROJECT_FORM_FIELDS, fundingProjectInputSchema } from '@lendbridge/domain';
import { ArrayInput, BooleanInput, SimpleFormIterator, TextInput } from 'react-admin';
import { schemaForm } from '../../validation';
import { ImageIdsInput } from '../../shared/ImageIdsInput';

const PICTURE_TEXTS = { ...C, label: C.image_ids };

/** The form's validate and transform: fundingProjectInputSchema on the form's own fields. */
export const fundingProjectForm = schemaForm(fundingProjectInputSchema, FUNDING_PROJECT_FORM_FIELDS);

/** What a new listing starts with. */
export const FUNDING_PROJECT_DEFAULTS = {
  usage_distribution: [{ description: '', amount: '' }],
  video_ids: [],
  image_ids: [],
  promoted: false,
  promotion_order: 0,
  popularity_order: 0,
};

/** YouTube ids typed as one comma-separated line, sent as a list. */
const formatVideos = (value: unknown): string => (Array.isArray(value) ? value.join(', ') : '');
const parseVideos = (value: string): string[] =>
  value
    .split(',')
    .map((id) => id.trim())
    .filter((id) => id !== '');


/** A funding project's fields, shared by its create and edit forms. */
export const FundingProjectInputs = () => (
  <>
    <TextInput source="primary_loan_serial" />
    <TextInput source="title" fullWidth />
    <TextInput source="display_name" />
    <TextInput source="detail" multiline minRows={4} fullWidth />
    <ArrayInput source="usage_distribution" helperText={C.usageHelp}>
      <SimpleFormIterator inline>
        <TextInput source="description" label={C.usage_description} />
        <TextInput source="amount" label={C.usage_amount} />
      </SimpleFormIterator>
    </ArrayInput>
    <TextInput source="interest" multiline minRows={2} fullWidth />
    <TextInput source="personal_credit" multiline minRows={2} fullWidth />
    <TextInput source="company_credit" multiline minRows={2} fullWidth />
    <TextInput source="mentor_comment" multiline minRows={2} fullWidth />
    <TextInput source="video_ids" helperText={C.videoHelp} format={formatVideos} parse={parseVideos} fullWidth />
    <ImageIdsInput max={FUNDING_IMAGES_MAX} texts={PICTURE_TEXTS} />
    <BooleanInput source="promoted" />
    <TextInput source="promotion_order" helperText={C.orderHelp} />
    <TextInput source="popularity_order" helperText={C.orderHelp} />
  </>
);
