import { DATE_TIME_OPTIONS } from '@lendbridge/domain/dates';
import { outboxKindLabel } from '@lendbridge/domain/texts';
import { Box } from '@mui/material';
import {
  DateField,
  FunctionField,
  Labeled,
  ListButton,
  NumberField,
  SelectField,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { OUTBOX_CHANNEL_CHOICES, OUTBOX_STATUS_CHOICES } from '../../choices';
import type { OutboxRow } from './types';

/** The message as sent, in plain text: verification codes and reset links are read here. */
const MessageBody = () => {
  const record = useRecordContext<OutboxRow>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Labeled label={translate('resources.outbox.fields.body')} fullWidth>
      <Box
        component="pre"
        sx={{
          m: 0,
          p: 2,
          bgcolor: 'action.hover',
          borderRadius: 1,
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
          fontFamily: 'inherit',
          fontSize: 'body1.fontSize',
        }}
      >
        {record.body}
      </Box>
    </Labeled>
  );
};

export const OutboxShow = () => (
  <Show
    actions={
      <TopToolbar>
        <ListButton />
      </TopToolbar>
    }
  >
    <SimpleShowLayout>
      <TextField source="id" />
      <SelectField source="channel" choices={OUTBOX_CHANNEL_CHOICES} />
      <TextField source="recipient" />
      <TextField source="subject" />
      <FunctionField<OutboxRow> source="kind" render={(record) => outboxKindLabel(record.kind)} />
      <SelectField source="status" choices={OUTBOX_STATUS_CHOICES} />
      <DateField source="created_at" locales="zh-TW" options={DATE_TIME_OPTIONS} />
      <DateField source="sent_at" locales="zh-TW" options={DATE_TIME_OPTIONS} emptyText="—" />
      <NumberField source="attempts" emptyText="—" />
      <TextField source="last_error" emptyText="—" />
      <MessageBody />
    </SimpleShowLayout>
  </Show>
);
