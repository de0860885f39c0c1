import { CONSOLE_SHOP_TEXTS as C, MESSAGES, SHOP_PRODUCT_IMAGES_MAX, SHOP_TEXTS } from '@lendbridge/domain';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useInput, useNotify } from 'react-admin';
import type { ConsoleDataProvider } from '../../dataProvider';
import { UploadImage } from '../../shared/UploadImage';

/**
 * The product's pictures: each chosen image is uploaded at once and its id added to image_ids, at
 * most SHOP_PRODUCT_IMAGES_MAX; a picture can be taken off again. The form sends the ids with the product.
 */
export const ProductPictures = () => {
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
        if (added.length >= SHOP_PRODUCT_IMAGES_MAX) {
          notify(C.imagesMax, { type: 'error' });
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
        {SHOP_TEXTS.images}
      </Typography>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', mb: 1 }}>
        {ids.map((id, index) => (
          <Stack key={id} spacing={0.5}>
            <UploadImage id={id} label={`${SHOP_TEXTS.images} ${index + 1}`} />
            <Button size="small" onClick={() => field.onChange(ids.filter((other) => other !== id))}>
              {C.removeImage}
            </Button>
          </Stack>
        ))}
      </Stack>
      <Button variant="outlined" component="label" disabled={busy || ids.length >= SHOP_PRODUCT_IMAGES_MAX}>
        {C.addImage}
        <input hidden type="file" accept="image/png,image/jpeg" multiple onChange={(event) => void upload(event.target.files)} />
      </Button>
    </Box>
  );
};
