import {
  CONSOLE_LISTING_TEXTS,
  GALLERY_IMAGES_MAX,
  GALLERY_KIND_LABELS,
  GALLERY_KIND_OPTIONS,
  LISTING_TEXTS,
  MESSAGES,
  UPLOAD_IMAGE_MIME_TYPES,
  checkUploadFile,
  type GalleryKind,
  type MarketGalleryImage,
} from '@lendbridge/domain';
import { Alert, Box, Button, FormHelperText, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useRef, useState } from 'react';
import { Confirm } from 'react-admin';
import { Missing, Section } from '../../shared/Details';
import { fieldState, useListingWrite, type ListingSectionProps } from './useListingWrite';

const T = LISTING_TEXTS;

/** What an image is called: its caption, or its kind when it has none. */
const nameOf = (image: MarketGalleryImage): string => (image.caption === '' ? GALLERY_KIND_LABELS[image.kind] : image.caption);

/**
 * 相簿 of a farmer loan: photos of the produce and the collaterals, each with a caption. A photo is
 * uploaded with its kind and caption (JPG/PNG up to 8 MB, checked here as the uploads module does)
 * and removed after a confirmation. Needs the farmer profile first.
 */
export const GallerySection = ({ listing, onSaved }: ListingSectionProps) => {
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [kind, setKind] = useState<GalleryKind>('produce');
  const [caption, setCaption] = useState('');
  const [removing, setRemoving] = useState<MarketGalleryImage | null>(null);
  const { errors, setErrors, clearError, sending, run } = useListingWrite(onSaved);
  const images = listing.farmer?.gallery ?? [];
  const full = images.length >= GALLERY_IMAGES_MAX;
  const id = listing.loan.id;

  if (listing.farmer === null) {
    return (
      <Section title={T.gallery}>
        <Missing>{T.farmerProfileFirst}</Missing>
      </Section>
    );
  }

  const choose = (chosen: File | null) => {
    setFile(chosen);
    clearError('file');
  };

  const upload = async () => {
    const fileError = file === null ? MESSAGES.minImages : checkUploadFile('image', { mimeType: file.type, size: file.size });
    if (file === null || fileError !== null) {
      setErrors({ file: fileError ?? MESSAGES.minImages });
      return;
    }
    if (await run((dataProvider) => dataProvider.uploadGalleryImage(id, file, { kind, caption }))) {
      setFile(null);
      setCaption('');
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  const remove = async () => {
    if (removing === null) return;
    await run((dataProvider) => dataProvider.deleteGalleryImage(id, removing.id), MESSAGES.deleted);
    setRemoving(null);
  };

  return (
    <Section title={T.gallery}>
      {images.length > 0 ? (
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', mb: 2 }}>
          {images.map((image) => (
            <Box key={image.id} component="figure" aria-label={nameOf(image)} sx={{ m: 0, width: 240 }}>
              <Box
                component="img"
                src={image.url}
                alt={nameOf(image)}
                loading="lazy"
                sx={{ display: 'block', width: 240, height: 160, objectFit: 'cover', border: 1, borderColor: 'divider', borderRadius: 1 }}
              />
              <Box component="figcaption" sx={{ mt: 0.5 }}>
                <Typography variant="caption" color="text.secondary">
                  {GALLERY_KIND_LABELS[image.kind]}
                </Typography>
                <Typography variant="body2">{image.caption}</Typography>
              </Box>
              {listing.editable ? (
                <Button size="small" color="error" aria-label={`${T.galleryDelete} ${nameOf(image)}`} onClick={() => setRemoving(image)}>
                  {T.galleryDelete}
                </Button>
              ) : null}
            </Box>
          ))}
        </Stack>
      ) : (
        <Missing>{T.galleryEmpty}</Missing>
      )}
      {listing.editable && full ? <Alert severity="info">{T.galleryFull}</Alert> : null}
      {listing.editable && !full ? (
        <Box component="form" aria-label={T.galleryUpload} noValidate onSubmit={(event) => event.preventDefault()} sx={{ mt: 2 }}>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'flex-start' } }}>
            <Box>
              <Button component="label" variant="outlined">
                {T.galleryFile}
                <input
                  ref={fileInput}
                  type="file"
                  hidden
                  aria-label={T.galleryFile}
                  accept={UPLOAD_IMAGE_MIME_TYPES.join(',')}
                  onChange={(event) => choose(event.target.files?.[0] ?? null)}
                />
              </Button>
              <Typography variant="body2" sx={{ mt: 0.5 }}>
                {file?.name ?? ''}
              </Typography>
              <FormHelperText error={errors.file !== undefined}>{errors.file ?? MESSAGES.uploadImageRule}</FormHelperText>
            </Box>
            <TextField
              select
              label={T.galleryKind}
              value={kind}
              onChange={(event) => {
                setKind(event.target.value as GalleryKind);
                clearError('kind');
              }}
              size="small"
              sx={{ minWidth: 160 }}
              {...fieldState(errors, 'kind')}
            >
              {GALLERY_KIND_OPTIONS.map((option) => (
                <MenuItem key={option.value} value={option.value}>
                  {option.label}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label={T.galleryCaption}
              value={caption}
              onChange={(event) => {
                setCaption(event.target.value);
                clearError('caption');
              }}
              size="small"
              sx={{ flexGrow: 1 }}
              {...fieldState(errors, 'caption')}
            />
            <Button variant="contained" disabled={sending} onClick={() => void upload()}>
              {T.galleryUpload}
            </Button>
          </Stack>
        </Box>
      ) : null}
      <Confirm
        isOpen={removing !== null}
        loading={sending}
        title={T.galleryDelete}
        content={removing === null ? '' : CONSOLE_LISTING_TEXTS.deleteConfirm(nameOf(removing))}
        confirm={T.galleryDelete}
        onConfirm={() => void remove()}
        onClose={() => setRemoving(null)}
      />
    </Section>
  );
};
