import { useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useController } from 'react-hook-form';
import type { Control } from 'react-hook-form';
import {
  CONTACT_CATEGORIES,
  CONTACT_CATEGORY_LABELS,
  CONTACT_DESCRIPTION_MAX_LENGTH,
  CONTACT_FILES_MAX,
  CONTACT_FILE_MAX_BYTES,
  CONTACT_TEXTS,
  MESSAGES,
  contactMessageSchema,
  fileLengthMax,
} from '@lendbridge/domain';
import type { ContactMessageInput } from '@lendbridge/domain';
import { ApiError } from '../../app/api';
import { EmailSuggestInput } from '../../shared/EmailSuggestInput';
import { FormFreeTextBox, FormSelect, FormTextField, SubmitButton, fieldInputProps } from '../../shared/form';
import { useSchemaForm } from '../../shared/useFormPage';
import { sendContact } from './help.api';

interface ContactValues {
  name: string;
  email: string;
  category: string;
  description: string;
}

const DEFAULTS: ContactValues = { name: '', email: '', category: '', description: '' };

const CATEGORY_OPTIONS = CONTACT_CATEGORIES.map((value) => ({ value, label: CONTACT_CATEGORY_LABELS[value] }));

function ContactEmailField({ control }: { control: Control<ContactValues, unknown, ContactMessageInput> }) {
  const controller = useController({ control, name: 'email' });
  return <EmailSuggestInput label={CONTACT_TEXTS.email} {...fieldInputProps(controller)} value={controller.field.value} onChange={controller.field.onChange} />;
}

/** The refusal of the chosen files before sending: more than three, or one over 10,240 KB (the server judges the type). */
const filesProblem = (files: readonly File[]): string | null => {
  if (files.length > CONTACT_FILES_MAX) return fileLengthMax(CONTACT_FILES_MAX);
  if (files.some((file) => file.size > CONTACT_FILE_MAX_BYTES)) return MESSAGES.fileTooLarge;
  return null;
};

function FilesField({ files, onChange, error }: { files: File[]; onChange: (files: File[]) => void; error: string | null }) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <Box>
      <Typography variant="subtitle2">{CONTACT_TEXTS.files}</Typography>
      <Typography variant="body2" color="text.secondary">
        {CONTACT_TEXTS.filesHint}
      </Typography>
      <input
        ref={input}
        id="contact-files"
        type="file"
        multiple
        hidden
        aria-label={CONTACT_TEXTS.files}
        onChange={(event) => {
          onChange([...files, ...Array.from(event.target.files ?? [])]);
          event.target.value = '';
        }}
      />
      <Button variant="outlined" size="small" sx={{ mt: 1 }} onClick={() => input.current?.click()} disabled={files.length >= CONTACT_FILES_MAX}>
        {CONTACT_TEXTS.chooseFiles}
      </Button>
      {files.length > 0 && (
        <List dense>
          {files.map((file, index) => (
            <ListItem
              key={`${file.name}-${index}`}
              secondaryAction={
                <IconButton edge="end" size="small" aria-label={`${CONTACT_TEXTS.removeFile} ${file.name}`} onClick={() => onChange(files.filter((_, at) => at !== index))}>
                  ×
                </IconButton>
              }
            >
              <ListItemText primary={file.name} secondary={`${Math.ceil(file.size / 1024)} KB`} />
            </ListItem>
          ))}
        </List>
      )}
      {error !== null && <FormHelperText error>{error}</FormHelperText>}
    </Box>
  );
}

/**
 * /contact: name, e-mail (with the common providers suggested after the @), category, the
 * description (a free-text box: remaining characters, no e-mail or phone in it) and up to three
 * files; visitors and members send it, and a thank-you replaces the form once it is sent.
 */
export function ContactPage() {
  const { control, formState, submitWith, reset } = useSchemaForm(contactMessageSchema, { defaults: DEFAULTS });
  const [files, setFiles] = useState<File[]>([]);
  const [serverFilesError, setServerFilesError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const filesError = filesProblem(files) ?? serverFilesError;

  const save = async (input: ContactMessageInput) => {
    if (filesProblem(files) !== null) throw new ApiError({ status: 400, code: 'VALIDATION_FAILED', message: filesProblem(files) ?? '', errors: {} });
    try {
      return await sendContact(input, files);
    } catch (error) {
      if (error instanceof ApiError && error.errors.files !== undefined) setServerFilesError(error.errors.files);
      throw error;
    }
  };

  const onSubmit = submitWith(save, () => {
    setSent(true);
    setFiles([]);
    reset(DEFAULTS);
  });

  return (
    <Container maxWidth="sm">
      <Stack spacing={3}>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
          {CONTACT_TEXTS.title}
        </Typography>
        {sent ? (
          <Stack spacing={2}>
            <Alert severity="success">{CONTACT_TEXTS.sent}</Alert>
            <Box>
              <Button variant="outlined" onClick={() => setSent(false)}>
                {CONTACT_TEXTS.sendAnother}
              </Button>
            </Box>
          </Stack>
        ) : (
          <Box component="form" noValidate onSubmit={onSubmit}>
            <Stack spacing={2.5}>
              <Typography color="text.secondary">{CONTACT_TEXTS.intro}</Typography>
              <FormTextField control={control} name="name" label={CONTACT_TEXTS.name} autoComplete="name" />
              <ContactEmailField control={control} />
              <FormSelect control={control} name="category" label={CONTACT_TEXTS.category} options={CATEGORY_OPTIONS} />
              <FormFreeTextBox control={control} name="description" label={CONTACT_TEXTS.description} maxLength={CONTACT_DESCRIPTION_MAX_LENGTH} focusOnError />
              <FilesField
                files={files}
                onChange={(next) => {
                  setServerFilesError(null);
                  setFiles(next);
                }}
                error={filesError}
              />
              <SubmitButton sending={formState.isSubmitting}>{CONTACT_TEXTS.submit}</SubmitButton>
            </Stack>
          </Box>
        )}
      </Stack>
    </Container>
  );
}
