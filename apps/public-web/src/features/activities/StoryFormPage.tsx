import { useState } from 'react';
import Stack from '@mui/material/Stack';
import { useController } from 'react-hook-form';
import type { Control } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router-dom';
import {
  ACTIVITY_TEXTS,
  CAMPAIGN_TEXTS,
  STORY_ANSWER_KEYS,
  STORY_ANSWER_MAX_LENGTH,
  STORY_LABELS,
  STORY_QUESTIONNAIRE_TYPE_LABELS,
  STORY_REQUIRED_ANSWERS,
  STORY_SHARE_VIDEO_LABELS,
  storyReturnTarget,
  storySchema,
} from '@lendbridge/domain';
import type { Story, StoryAnswerKey } from '@lendbridge/domain';
import { useErrorHandler } from '../../app/useErrorHandler';
import { useAlert } from '../../shared/AlertDialog';
import { LeaveConfirmDialog } from '../../shared/LeavePageGuard';
import { UploadField } from '../../shared/UploadField';
import { FormCard, FormSectionTitle } from '../../shared/layout/FormCard';
import { FormCheckbox, FormFreeTextBox, FormRadioGroup, FormTextField, SubmitButton, applyFieldErrors } from '../../shared/form';
import { useFormPage } from '../../shared/useFormPage';
import { sendStory } from './activities.api';

interface StoryValues {
  name: string;
  age: string;
  company_title: string;
  company_income: string;
  personal_photo: string;
  share_video: '' | 'yes' | 'no';
  agree1: boolean;
  agree2: boolean;
  agree3: boolean;
  questionnaire_type: '' | 'lend' | 'borrow';
  questionnaire_answers: Record<StoryAnswerKey, string>;
}

const DEFAULTS: StoryValues = {
  name: '',
  age: '',
  company_title: '',
  company_income: '',
  personal_photo: '',
  share_video: '',
  agree1: false,
  agree2: false,
  agree3: false,
  questionnaire_type: '',
  questionnaire_answers: { why_need_money: '', why_choose_lnb: '', what_different_with_lnb_and_other: '', leave_some_messages: '', invest_situation: '' },
};

/** The yes/no of share_video as the schema reads it; nothing chosen stays missing. */
const toPayload = ({ share_video: shareVideo, ...values }: StoryValues) => ({
  ...values,
  ...(shareVideo === '' ? {} : { share_video: shareVideo === 'yes' }),
});

const YES_NO = [
  { value: 'yes', label: STORY_SHARE_VIDEO_LABELS.yes },
  { value: 'no', label: STORY_SHARE_VIDEO_LABELS.no },
] as const;

const TYPE_OPTIONS = (Object.keys(STORY_QUESTIONNAIRE_TYPE_LABELS) as (keyof typeof STORY_QUESTIONNAIRE_TYPE_LABELS)[]).map((value) => ({
  value,
  label: STORY_QUESTIONNAIRE_TYPE_LABELS[value],
}));

const INCOMPLETE = { title: CAMPAIGN_TEXTS.storyIncompleteTitle, text: CAMPAIGN_TEXTS.storyIncomplete };

function PhotoField<O>({ control, onBusyChange }: { control: Control<StoryValues, unknown, O>; onBusyChange: (busy: boolean) => void }) {
  const { field, fieldState } = useController({ control, name: 'personal_photo' });
  return (
    <UploadField
      label={STORY_LABELS.personal_photo}
      name={field.name}
      type="image"
      value={field.value === '' ? [] : [field.value]}
      onChange={(ids) => {
        field.onChange(ids[0] ?? '');
        field.onBlur();
      }}
      error={fieldState.error !== undefined}
      helperText={fieldState.error?.message}
      onBusyChange={onBusyChange}
    />
  );
}

/**
 * The story form: the member's details, a photo (JPG/PNG up to 8 MB), the three agreements and the
 * questionnaire of their side (lender or borrower). Anything unfinished shows 你有欄位未完成 /
 * 請確實填寫 beside each field's message; once sent the member returns to ?next= when it is the inbox,
 * the borrower or the lender page, else to the inbox.
 */
export function StoryFormPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { showAlert } = useAlert();
  const handleError = useErrorHandler();
  const [uploading, setUploading] = useState(false);
  const form = useFormPage(storySchema, { defaults: DEFAULTS, toPayload, releaseOnRedirect: true });
  const { control, formState, leave } = form;
  const side = form.watch('questionnaire_type');
  const asked = side === '' ? [] : STORY_ANSWER_KEYS.filter((key) => key === 'leave_some_messages' || STORY_REQUIRED_ANSWERS[side].includes(key));

  const onSubmit = form.handleSubmit(
    async (story: Story) => {
      try {
        await sendStory(story);
        leave.release();
        await showAlert({ title: ACTIVITY_TEXTS.storySent, text: ACTIVITY_TEXTS.storySentText });
        navigate(storyReturnTarget(params.get('next')));
      } catch (error) {
        handleError(error, {
          beforeRedirect: leave.release,
          onFieldErrors: (errors) => {
            applyFieldErrors(form.setError, errors, DEFAULTS);
            void showAlert(INCOMPLETE);
            return [];
          },
        });
      }
    },
    () => void showAlert(INCOMPLETE),
  );

  return (
    <FormCard title={ACTIVITY_TEXTS.storyTitle} maxWidth="md">
      <Stack component="form" spacing={2.5} noValidate onSubmit={(event) => void onSubmit(event)}>
        <FormTextField control={control} name="name" label={STORY_LABELS.name} />
        <FormTextField control={control} name="age" label={STORY_LABELS.age} numeric />
        <FormTextField control={control} name="company_title" label={STORY_LABELS.company_title} />
        <FormTextField control={control} name="company_income" label={STORY_LABELS.company_income} />
        <PhotoField control={control} onBusyChange={setUploading} />
        <FormRadioGroup control={control} name="share_video" label={STORY_LABELS.share_video} options={YES_NO} />
        <FormRadioGroup control={control} name="questionnaire_type" label={STORY_LABELS.questionnaire_type} options={TYPE_OPTIONS} />
        {asked.length > 0 && <FormSectionTitle>{STORY_QUESTIONNAIRE_TYPE_LABELS[side === '' ? 'lend' : side]}</FormSectionTitle>}
        {asked.map((key) => (
          <FormFreeTextBox key={key} control={control} name={`questionnaire_answers.${key}`} label={STORY_LABELS[key]} maxLength={STORY_ANSWER_MAX_LENGTH} />
        ))}
        <FormCheckbox control={control} name="agree1" label={STORY_LABELS.agree1} />
        <FormCheckbox control={control} name="agree2" label={STORY_LABELS.agree2} />
        <FormCheckbox control={control} name="agree3" label={STORY_LABELS.agree3} />
        <SubmitButton sending={formState.isSubmitting} disabled={uploading}>
          {ACTIVITY_TEXTS.storySubmit}
        </SubmitButton>
      </Stack>
      <LeaveConfirmDialog confirm={leave} />
    </FormCard>
  );
}
