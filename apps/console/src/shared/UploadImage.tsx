import { Box, Link, Stack, Typography } from '@mui/material';
import { API_ROOT } from '../httpClient';

export const uploadUrl = (id: string): string => `${API_ROOT}/uploads/${encodeURIComponent(id)}`;

export interface UploadImageProps {
  id: string | null;
  label: string;
}

/** An uploaded image (served to staff by GET /api/uploads/:id), opening full size in a new tab. */
export const UploadImage = ({ id, label }: UploadImageProps) => (
  <Box component="figure" sx={{ m: 0 }}>
    <Typography component="figcaption" variant="caption" color="text.secondary" sx={{ display: 'block', mb: 0.5 }}>
      {label}
    </Typography>
    {id ? (
      <Link href={uploadUrl(id)} target="_blank" rel="noopener noreferrer" aria-label={`開啟${label}`}>
        <Box
          component="img"
          src={uploadUrl(id)}
          alt={label}
          loading="lazy"
          sx={{
            display: 'block',
            width: 240,
            height: 160,
            objectFit: 'contain',
            bgcolor: 'action.hover',
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
          }}
        />
      </Link>
    ) : (
      <Typography variant="body2" color="text.secondary">
        未上傳
      </Typography>
    )}
  </Box>
);

/** Images of a record, each labelled `<label> n` and opening full size, or `empty` when there are none. */
export const UploadImages = ({ ids, label, empty }: { ids: readonly string[]; label: string; empty: string }) =>
  ids.length === 0 ? (
    <Typography variant="body2" color="text.secondary">
      {empty}
    </Typography>
  ) : (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {ids.map((id, index) => (
        <UploadImage key={id} id={id} label={`${label} ${index + 1}`} />
      ))}
    </Stack>
  );

/** A list row's small picture (the first image of a record). */
export const ListThumbnail = ({ src, alt }: { src: string; alt: string }) => (
  <Box component="img" src={src} alt={alt} loading="lazy" sx={{ width: 44, height: 44, objectFit: 'cover', borderRadius: 1, display: 'block' }} />
);
