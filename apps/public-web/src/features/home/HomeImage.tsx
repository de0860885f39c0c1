import { useState } from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';

export interface HomeImageProps {
  src: string;
  alt: string;
  /** The picture's own size: the browser keeps its box from the start, so nothing below it moves. */
  width: number;
  height: number;
  /** Pictures below the fold load when they come near the screen. */
  lazy?: boolean;
  /** The picture the page is first seen by loads ahead of the others. */
  fetchPriority?: 'high' | 'auto';
  sx?: SxProps<Theme>;
}

/**
 * A content picture (an entry's or a story's image_url) at a fixed aspect ratio. A missing or
 * broken picture leaves a quiet tinted box of the same size, never a broken-image icon.
 */
export function HomeImage({ src, alt, width, height, lazy = true, fetchPriority = 'auto', sx }: HomeImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const frame = { display: 'block', width: '100%', height: 'auto', aspectRatio: `${width} / ${height}`, bgcolor: 'grey.100', borderRadius: 1 } as const;
  if (src === '' || failedSrc === src) return <Box role="img" aria-label={alt} sx={[frame, ...(Array.isArray(sx) ? sx : [sx])]} />;
  return (
    <Box
      component="img"
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={lazy ? 'lazy' : 'eager'}
      decoding="async"
      fetchPriority={fetchPriority}
      onError={() => setFailedSrc(src)}
      sx={[{ ...frame, objectFit: 'cover' }, ...(Array.isArray(sx) ? sx : [sx])]}
    />
  );
}
