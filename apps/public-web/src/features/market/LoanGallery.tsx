import { useState } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import ImageList from '@mui/material/ImageList';
import ImageListItem from '@mui/material/ImageListItem';
import ImageListItemBar from '@mui/material/ImageListItemBar';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { GALLERY_KINDS, GALLERY_KIND_LABELS, LISTING_TEXTS, MARKET_TEXTS } from '@lendbridge/domain';
import type { MarketGalleryImage } from '@lendbridge/domain';

const T = LISTING_TEXTS;
const THUMBNAIL_HEIGHT = 160;

/** What an image is called: its caption, or its kind when it has none. */
const nameOf = (image: MarketGalleryImage): string => (image.caption === '' ? GALLERY_KIND_LABELS[image.kind] : image.caption);

/**
 * A farmer loan's photos, the produce first and then the collaterals, each with its caption.
 * Clicking a photo opens it large in a dialog.
 */
export function LoanGallery({ images }: { images: readonly MarketGalleryImage[] }) {
  const [open, setOpen] = useState<MarketGalleryImage | null>(null);
  const groups = GALLERY_KINDS.map((kind) => ({ kind, images: images.filter((image) => image.kind === kind) })).filter(
    (group) => group.images.length > 0,
  );

  return (
    <Box component="section" aria-labelledby="loan-gallery-title" sx={{ mt: 3 }}>
      <Typography id="loan-gallery-title" component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        {T.gallery}
      </Typography>
      {groups.map((group) => (
        <Box key={group.kind} sx={{ mb: 2 }} role="group" aria-label={GALLERY_KIND_LABELS[group.kind]}>
          <Typography component="h4" variant="subtitle2" color="text.secondary">
            {GALLERY_KIND_LABELS[group.kind]}
          </Typography>
          <ImageList cols={3} gap={8} rowHeight={THUMBNAIL_HEIGHT} sx={{ my: 1 }}>
            {group.images.map((image) => (
              <ImageListItem key={image.id}>
                <ButtonBase
                  onClick={() => setOpen(image)}
                  aria-label={T.galleryEnlarge(image.caption)}
                  sx={{ width: '100%', height: '100%' }}
                >
                  <Box
                    component="img"
                    src={image.url}
                    alt={nameOf(image)}
                    loading="lazy"
                    sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
                  />
                </ButtonBase>
                {image.caption !== '' && <ImageListItemBar title={image.caption} />}
              </ImageListItem>
            ))}
          </ImageList>
        </Box>
      ))}
      <Dialog open={open !== null} onClose={() => setOpen(null)} maxWidth="md" fullWidth aria-labelledby="gallery-image-title">
        {open !== null && (
          <>
            <DialogTitle id="gallery-image-title" sx={{ pr: 6 }}>
              {nameOf(open)}
              <IconButton aria-label={MARKET_TEXTS.close} onClick={() => setOpen(null)} sx={{ position: 'absolute', right: 8, top: 8 }}>
                <CloseIcon />
              </IconButton>
            </DialogTitle>
            <DialogContent dividers>
              <Box component="img" src={open.url} alt={nameOf(open)} sx={{ width: '100%', maxHeight: '75vh', objectFit: 'contain', display: 'block' }} />
            </DialogContent>
          </>
        )}
      </Dialog>
    </Box>
  );
}
