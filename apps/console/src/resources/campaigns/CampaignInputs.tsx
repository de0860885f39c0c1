import { CAMPAIGN_FORM_FIELDS, CONSOLE_CAMPAIGN_TEXTS, campaignFormSchema } from '@lendbridge/domain';
import { BooleanInput, SelectInput, TextInput } from 'react-admin';
import { TaipeiDateTimeInput } from '../../shared/TaipeiDateTimeInput';
import { schemaForm } from '../../validation';
import { CAMPAIGN_AUDIENCE_CHOICES, CAMPAIGN_KIND_CHOICES } from './choices';

const C = CONSOLE_CAMPAIGN_TEXTS;

/** The campaign form's validate and transform: campaignFormSchema on the form's own fields. */
export const campaignForm = schemaForm(campaignFormSchema, CAMPAIGN_FORM_FIELDS);

/** What a new campaign starts with. */
export const CAMPAIGN_DEFAULTS = { kind: 'roulette', audience: 'members', budget: 0, enabled: true, description: '', settings: {} };

/**
 * A campaign's fields, shared by its create and edit forms. Times are shown and typed in Taipei's
 * time whatever the browser's zone.
 */
export const CampaignInputs = () => (
  <>
    <TextInput source="key" helperText={C.keyHelp} />
    <SelectInput source="kind" choices={CAMPAIGN_KIND_CHOICES} />
    <TextInput source="title" fullWidth />
    <TextInput source="description" multiline minRows={3} fullWidth />
    <TaipeiDateTimeInput source="starts_at" />
    <TaipeiDateTimeInput source="ends_at" />
    <SelectInput source="audience" choices={CAMPAIGN_AUDIENCE_CHOICES} />
    <TextInput source="budget" helperText={C.budgetHelp} />
    <BooleanInput source="enabled" />
    <TextInput source="settings.ad_image" fullWidth />
    <TextInput source="settings.ad_href" fullWidth />
    <BooleanInput source="settings.ad_show_countdown" />
    <TextInput source="settings.redirect_path" fullWidth />
  </>
);
