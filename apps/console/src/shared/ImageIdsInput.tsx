import { MESSAGES } from '@lendbridge/domain';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useInput, useNotify } from 'react-admin';
import type { ConsoleDataProvider } from '../dataProvider';
import { UploadImage } from './UploadImage';

/** The words of a pictures input: its heading, the add and remove buttons, and the notice when it is full. */
export interface ImageIdsTexts {
  label: string;
  addImage: string;
  removeImage: string;
  imagesMax: string;
}

/**
 * A record's pictures: each chosen image is uploaded at once (an image upload of the staff member)
 * and its id added to image_ids, at most `max`; a picture can be taken off again. The form sends
 * the ids with the rest of the record.
 */
export const ImageIdsInput = ({ max, texts }: { max: number; texts: ImageIdsTexts }) => {
  const { field } = useInput<string[]>({ source: 'image_ids', defaultValue: [] });
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const ids: string[] = Array.isArray(field.value) ? field.value : [];

  const upload = async (files: FileList | null) => {
    if (files === null) return;
    setBusy(true);
    const added = [...ids];
    try {
      for (const file of [...files]) {
        if (added.length >= max) {
          notify(texts.imagesMax, { type: 'error' });
          break;
        }
        const { data } = await dataProvider.uploadFile(file, 'image');
        added.push(data.id);
      }
    } catch (error) {
      notify(error instanceof Error ? error.message : MESSAGES.genericErrorText, { type: 'error' });
    } finally {
      field.onChange(added);
      setBusy(false);
    }
  };

  return (
    <Box sx={{ mb: 2 }}>
      <Typography variant="subtitle2" gutterBottom>
        {texts.label}
      </Typography>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', mb: 1 }}>
        {ids.map((id, index) => (
          <Stack key={id} spacing={0.5}>
            <UploadImage id={id} label={`${texts.label} ${index + 1}`} />
            <Button size="small" onClick={() => field.onChange(ids.filter((other) => other !== id))}>
              {texts.removeImage}
            </Button>
          </Stack>
        ))}
      </Stack>
      <Button variant="outlined" component="label" disabled={busy || ids.length >= max}>
        {texts.addImage}
        <input hidden type="file" accept="image/png,image/jpeg" multiple onChange={(event) => void upload(event.target.files)} />
      </Button>
    </Box>
  );
};
