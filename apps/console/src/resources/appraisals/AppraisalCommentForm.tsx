import { APPRAISAL_TEXTS, type AppraisalCommentAnswer } from '@lendbridge/domain';
import { Button, Stack, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useRedirect } from 'react-admin';
import type { AppraisalCommentParams } from '../../dataProvider';
import { useConsoleAction } from '../../shared/useConsoleAction';
import { useFieldLabel } from '../../shared/useFieldLabel';

const FIELDS = ['ten_thousand_value', 'comment'] as const;

/**
 * The appraiser's comment on an unappraised item: the value in ten-thousands of NT$ and the text,
 * both required (哎呀 / 您尚未輸入評估價值與留言). 線上鑑價成功 leads back to the list; an item another
 * appraiser closed first is refused with the server's message.
 */
export const AppraisalCommentForm = ({ id }: { id: number }) => {
  const redirect = useRedirect();
  const label = useFieldLabel('appraisals');
  const [value, setValue] = useState('');
  const [comment, setComment] = useState('');
  const action = useConsoleAction<AppraisalCommentParams, AppraisalCommentAnswer>({
    send: (dataProvider, params) => dataProvider.commentAppraisal(id, params),
    done: (answer) => answer.message,
    onDone: () => redirect('list', 'appraisals'),
    fields: FIELDS,
    alwaysNotify: true,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void action.run({ ten_thousand_value: value, comment });
  };

  return (
    <Stack component="form" spacing={2} noValidate onSubmit={submit} sx={{ maxWidth: 560 }} aria-label={APPRAISAL_TEXTS.submit}>
      <TextField
        label={label('ten_thousand_value')}
        value={value}
        inputMode="numeric"
        required
        error={action.errors.ten_thousand_value !== undefined}
        helperText={action.errors.ten_thousand_value}
        onChange={(event) => {
          setValue(event.target.value);
          action.clearError('ten_thousand_value');
        }}
      />
      <TextField
        label={label('comment')}
        value={comment}
        multiline
        minRows={3}
        required
        error={action.errors.comment !== undefined}
        helperText={action.errors.comment}
        onChange={(event) => {
          setComment(event.target.value);
          action.clearError('comment');
        }}
      />
      <div>
        <Button type="submit" variant="contained" disabled={action.isPending}>
          {APPRAISAL_TEXTS.submit}
        </Button>
      </div>
    </Stack>
  );
};
