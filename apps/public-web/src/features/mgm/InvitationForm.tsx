import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useFieldArray } from 'react-hook-form';
import { REFERRAL_INVITATIONS_MAX, REFERRAL_TEXTS, referralInvitationsSchema, referralInvitedText } from '@lendbridge/domain';
import { useErrorHandler } from '../../app/useErrorHandler';
import { FormTextField, SubmitButton, applyFieldErrors } from '../../shared/form';
import { useSchemaForm } from '../../shared/useFormPage';
import { mgmQueries, sendInvitations } from './mgm.api';

interface InviteeValues {
  name: string;
  phone: string;
  email: string;
}

interface InvitationValues {
  invitations: InviteeValues[];
}

const EMPTY_INVITEE: InviteeValues = { name: '', phone: '', email: '' };
const DEFAULTS: InvitationValues = { invitations: [EMPTY_INVITEE] };

/**
 * The invitation list the member sends (the spec's POST a referral list): up to
 * REFERRAL_INVITATIONS_MAX people, each a name, a mobile number (optional) and an e-mail; the server
 * e-mails each new address once. Errors go under the person's own fields.
 */
export function InvitationForm() {
  const queryClient = useQueryClient();
  const handleError = useErrorHandler();
  const form = useSchemaForm(referralInvitationsSchema, { defaults: DEFAULTS });
  const { control, formState, handleSubmit, reset, setError, getValues } = form;
  const people = useFieldArray({ control, name: 'invitations' });
  const [sent, setSent] = useState<string | null>(null);

  const onSubmit = handleSubmit(async (input) => {
    setSent(null);
    try {
      const answer = await sendInvitations(input);
      setSent(referralInvitedText(answer.invited, answer.skipped));
      reset(DEFAULTS);
      await queryClient.invalidateQueries({ queryKey: mgmQueries.root });
    } catch (error) {
      handleError(error, { onFieldErrors: (errors) => applyFieldErrors(setError, errors, getValues()) });
    }
  });

  return (
    <Paper variant="outlined" component="section" aria-label={REFERRAL_TEXTS.inviteTitle} sx={{ p: { xs: 2.5, sm: 3 } }}>
      <Stack component="form" noValidate spacing={2.5} onSubmit={(event) => void onSubmit(event)}>
        <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          {REFERRAL_TEXTS.inviteTitle}
        </Typography>
        <Typography color="text.secondary">{REFERRAL_TEXTS.inviteHint}</Typography>
        {sent !== null && <Alert severity="success">{sent}</Alert>}
        {people.fields.map((person, index) => (
          <Stack key={person.id} direction={{ xs: 'column', md: 'row' }} spacing={1.5} role="group" aria-label={`${REFERRAL_TEXTS.invitations} ${index + 1}`}>
            <FormTextField control={control} name={`invitations.${index}.name`} label={REFERRAL_TEXTS.inviteeName} size="small" />
            <FormTextField control={control} name={`invitations.${index}.phone`} label={REFERRAL_TEXTS.inviteePhone} size="small" type="tel" numeric />
            <FormTextField control={control} name={`invitations.${index}.email`} label={REFERRAL_TEXTS.inviteeEmail} size="small" type="email" />
            {people.fields.length > 1 && (
              <Button onClick={() => people.remove(index)} sx={{ flexShrink: 0 }}>
                {REFERRAL_TEXTS.removeInvitee}
              </Button>
            )}
          </Stack>
        ))}
        <Button onClick={() => people.append(EMPTY_INVITEE)} disabled={people.fields.length >= REFERRAL_INVITATIONS_MAX} sx={{ alignSelf: 'flex-start' }}>
          {REFERRAL_TEXTS.addInvitee}
        </Button>
        <SubmitButton sending={formState.isSubmitting}>{REFERRAL_TEXTS.sendInvitations}</SubmitButton>
      </Stack>
    </Paper>
  );
}
