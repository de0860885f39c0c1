import {
  CONSOLE_CONTACT_TEXTS as C,
  CONTACT_ANSWER_MAX_LENGTH,
  CONTACT_CATEGORY_LABELS,
  CONTACT_STATUS_LABELS,
  formatDateTime,
} from '@lendbridge/domain';
import { Box, Button, Chip, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useState } from 'react';
import { ListButton, Show, TopToolbar, useCanAccess, useRecordContext } from 'react-admin';
import type { HttpFile } from '../../httpClient';
import { Details, Missing, Section } from '../../shared/Details';
import { TextDecisionDialog } from '../../shared/TextDecisionDialog';
import { useConsoleAction } from '../../shared/useConsoleAction';
import { downloadFile } from '../shop-orders/downloadFile';
import type { ContactFileRecord, ContactMessageRecord } from './types';

const at = (value: string | null): string => (value === null ? '' : formatDateTime(value));

const FileRow = ({ file }: { file: ContactFileRecord }) => {
  const download = useConsoleAction<string, HttpFile>({
    send: (dataProvider, url) => dataProvider.downloadContactFile(url),
    done: C.download,
    onDone: (result) => downloadFile(result, file.original_name),
    refresh: false,
  });
  return (
    <ListItem
      secondaryAction={
        <Button size="small" onClick={() => void download.run(file.url)} disabled={download.isPending} aria-label={`${C.download} ${file.original_name}`}>
          {C.download}
        </Button>
      }
    >
      <ListItemText primary={file.original_name} secondary={`${file.mime_type} · ${Math.ceil(file.size_bytes / 1024)} KB`} />
    </ListItem>
  );
};

const AnswerButton = () => {
  const record = useRecordContext<ContactMessageRecord>();
  const { canAccess } = useCanAccess({ resource: 'contact-messages', action: 'edit' });
  const [open, setOpen] = useState(false);
  const answer = useConsoleAction<string, unknown>({
    send: (dataProvider, text) => dataProvider.answerContactMessage(record?.id ?? 0, { answer: text }),
    done: C.answerSent,
    onDone: () => setOpen(false),
    fields: ['answer'],
  });
  if (!record || !canAccess || record.status !== 'open') return null;
  return (
    <>
      <Button variant="contained" size="small" onClick={() => setOpen(true)}>
        {C.answerButton}
      </Button>
      <TextDecisionDialog
        open={open}
        title={C.answerButton}
        description={`${C.answerDescription}（${CONTACT_ANSWER_MAX_LENGTH} 字以內）`}
        label={C.answer}
        confirmLabel={C.answerSend}
        color="primary"
        multiline
        error={answer.errors.answer}
        pending={answer.isPending}
        onClose={() => setOpen(false)}
        onSubmit={(text) => answer.run(text)}
      />
    </>
  );
};

const MessageDetails = () => {
  const record = useRecordContext<ContactMessageRecord>();
  if (!record) return null;
  const files = record.files ?? [];
  return (
    <>
      <Section
        title={`${C.messages} #${record.id}`}
        status={<Chip size="small" color={record.status === 'open' ? 'warning' : 'success'} label={CONTACT_STATUS_LABELS[record.status]} />}
        actions={<AnswerButton />}
      >
        <Details
          items={[
            { label: C.name, value: record.name },
            { label: C.email, value: record.email },
            { label: C.category, value: CONTACT_CATEGORY_LABELS[record.category] },
            { label: C.member_serial, value: record.member_serial },
            { label: C.created_at, value: at(record.created_at) },
          ]}
        />
      </Section>
      <Section title={C.description}>
        <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{record.description}</Typography>
      </Section>
      <Section title={C.files}>
        {files.length === 0 ? (
          <Missing>{C.noFiles}</Missing>
        ) : (
          <List dense aria-label={C.files}>
            {files.map((file) => (
              <FileRow key={file.id} file={file} />
            ))}
          </List>
        )}
      </Section>
      {record.status === 'answered' && (
        <Section title={C.answer}>
          <Box>
            <Typography sx={{ whiteSpace: 'pre-wrap' }}>{record.answer}</Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {`${C.answered_at}：${at(record.answered_at)}`}
            </Typography>
          </Box>
        </Section>
      )}
    </>
  );
};

const ShowActions = () => (
  <TopToolbar>
    <ListButton />
  </TopToolbar>
);

/** One contact message: the sender, the description, the files to download and the answer (or the button to answer). */
export const ContactMessageShow = () => (
  <Show actions={<ShowActions />}>
    <MessageDetails />
  </Show>
);
