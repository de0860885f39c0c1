import { CONSOLE_SHOP_TEXTS as C, MESSAGES } from '@lendbridge/domain';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useInput, useNotify } from 'react-admin';
import type { ConsoleDataProvider } from '../../dataProvider';
import { UploadImage } from '../../shared/UploadImage';

/** The shop's picture: a chosen image is uploaded at once and its id kept in image_id; it can be taken off again. */
export const ShopPicture = () => {
  const { field } = useInput<string | null>({ source: 'image_id', defaultValue: null });
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const id = typeof field.value === 'string' && field.value !== '' ? field.value : null;

  const upload = async (files: FileList | null) => {
    const file = files?.[0];
    if (file === undefined) return;
    setBusy(true);
    try {
      const { data } = await dataProvider.uploadFile(file, 'image');
      field.onChange(data.id);
    } catch (error) {
      notify(error instanceof Error ? error.message : MESSAGES.genericErrorText, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box sx={{ mb: 2 }}>
      <Typography variant="subtitle2" gutterBottom>
        {C.shopImage}
      </Typography>
      <Stack spacing={0.5} sx={{ mb: 1, alignItems: 'flex-start' }}>
        <UploadImage id={id} label={C.shopImage} />
        {id === null ? null : (
          <Button size="small" onClick={() => field.onChange(null)}>
            {C.removeImage}
          </Button>
        )}
      </Stack>
      <Button variant="outlined" component="label" disabled={busy}>
        {C.addImage}
        <input hidden type="file" accept="image/png,image/jpeg" onChange={(event) => void upload(event.target.files)} />
      </Button>
    </Box>
  );
};
