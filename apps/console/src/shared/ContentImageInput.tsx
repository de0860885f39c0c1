import { CONSOLE_CONTENT_TEXTS as C, CONTENT_IMAGES_PATH, MESSAGES, contentImageUrl } from '@lendbridge/domain';
import { Box, Button, Stack } from '@mui/material';
import { useState } from 'react';
import { TextInput, useDataProvider, useInput, useNotify } from 'react-admin';
import type { ConsoleDataProvider } from '../dataProvider';
import { uploadUrl } from './UploadImage';

const CONTENT_IMAGE_PREFIX = `${CONTENT_IMAGES_PATH}/`;

/**
 * Where the console shows a content picture: an uploaded one through the staff route (the public one
 * answers only once its row is published), any other address as it is.
 */
export const contentImagePreview = (value: string): string =>
  value.startsWith(CONTENT_IMAGE_PREFIX) ? uploadUrl(value.slice(CONTENT_IMAGE_PREFIX.length)) : value;

/** A content row's picture, shown small, or nothing without one. */
export const ContentImage = ({ value, alt, size = 'large' }: { value: string; alt: string; size?: 'small' | 'large' }) =>
  value === '' ? null : (
    <Box
      component="img"
      src={contentImagePreview(value)}
      alt={alt}
      loading="lazy"
      sx={size === 'small' ? { width: 64, height: 40, objectFit: 'cover', borderRadius: 1, display: 'block' } : { display: 'block', maxWidth: 320, maxHeight: 200, objectFit: 'contain', borderRadius: 1, border: 1, borderColor: 'divider' }}
    />
  );

/**
 * A content row's image_url: a JPG or PNG chosen here is uploaded at once (an image upload of the
 * staff member) and its public address stored; an address can also be typed (https:// or /).
 */
export const ContentImageInput = ({ source = 'image_url' }: { source?: string }) => {
  const { field } = useInput<string>({ source });
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const value = typeof field.value === 'string' ? field.value : '';

  const upload = async (files: FileList | null) => {
    const file = files?.[0];
    if (file === undefined) return;
    setBusy(true);
    try {
      const { data } = await dataProvider.uploadFile(file, 'image');
      field.onChange(contentImageUrl(data.id));
    } catch (error) {
      notify(error instanceof Error ? error.message : MESSAGES.genericErrorText, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack spacing={1} sx={{ mb: 2, width: '100%' }}>
      <TextInput source={source} helperText={C.imageUrlHelp} fullWidth />
      <ContentImage value={value} alt={C.image_url} />
      <Stack direction="row" spacing={1}>
        <Button variant="outlined" component="label" disabled={busy}>
          {C.uploadImage}
          <input hidden type="file" accept="image/png,image/jpeg" onChange={(event) => void upload(event.target.files)} />
        </Button>
        {value === '' ? null : (
          <Button onClick={() => field.onChange('')} disabled={busy}>
            {C.removeImage}
          </Button>
        )}
      </Stack>
    </Stack>
  );
};
