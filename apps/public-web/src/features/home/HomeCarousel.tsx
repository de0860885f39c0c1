import { useCallback, useEffect, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { HOME_CAROUSEL_AUTOPLAY_MS, HOME_TEXTS } from '@lendbridge/domain';

export interface HomeCarouselProps<T> {
  /** The carousel's name (its region label and heading). */
  label: string;
  /** Show the label as a heading above the slides. */
  heading?: boolean;
  items: readonly T[];
  itemKey: (item: T) => string | number;
  renderSlide: (item: T, index: number) => ReactNode;
}

/**
 * A homepage carousel (spec 9): one slide at a time, moving on every HOME_CAROUSEL_AUTOPLAY_MS. It
 * stops after the pause button, while the pointer or the keyboard focus is on it, and for a visitor
 * who asks for less motion; ← and → step through the slides (WAI-ARIA carousel pattern: a slide is
 * announced only while the carousel does not move).
 */
export function HomeCarousel<T>({ label, heading = false, items, itemKey, renderSlide }: HomeCarouselProps<T>) {
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)', { noSsr: true });
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const count = items.length;
  const stopped = paused ?? reducedMotion;
  const moving = !stopped && !hovered && !focused && count > 1;

  const show = useCallback((next: number) => setIndex(((next % count) + count) % count), [count]);

  useEffect(() => {
    if (!moving) return;
    const timer = window.setInterval(() => setIndex((current) => (current + 1) % count), HOME_CAROUSEL_AUTOPLAY_MS);
    return () => window.clearInterval(timer);
  }, [moving, count]);

  const current = Math.min(index, count - 1);
  const item = items[current];
  if (item === undefined) return null;

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') show(current - 1);
    else if (event.key === 'ArrowRight') show(current + 1);
    else return;
    event.preventDefault();
  };

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
      onKeyDown={onKeyDown}
      sx={{ p: { xs: 1.5, sm: 2 }, overflow: 'hidden' }}
    >
      <Stack direction="row" spacing={1} sx={{ mb: 1, alignItems: 'center' }}>
        {heading && (
          <Typography component="h2" variant="h6" sx={{ fontWeight: 700, flex: 1 }}>
            {label}
          </Typography>
        )}
        <Box sx={{ flex: heading ? 0 : 1 }} />
        {count > 1 && (
          <>
            <IconButton aria-label={stopped ? HOME_TEXTS.carouselPlay : HOME_TEXTS.carouselPause} onClick={() => setPaused(!stopped)} size="small">
              <span aria-hidden="true">{stopped ? '▶' : '❚❚'}</span>
            </IconButton>
            <IconButton aria-label={HOME_TEXTS.carouselPrevious} onClick={() => show(current - 1)} size="small">
              <span aria-hidden="true">‹</span>
            </IconButton>
            <IconButton aria-label={HOME_TEXTS.carouselNext} onClick={() => show(current + 1)} size="small">
              <span aria-hidden="true">›</span>
            </IconButton>
          </>
        )}
      </Stack>
      <Box aria-live={moving ? 'off' : 'polite'}>
        <Box key={itemKey(item)} role="group" aria-roledescription="slide" aria-label={HOME_TEXTS.slideOf(current + 1, count)}>
          {renderSlide(item, current)}
        </Box>
      </Box>
      {count > 1 && (
        <Stack direction="row" spacing={0.5} sx={{ mt: 1, justifyContent: 'center' }}>
          {items.map((dot, position) => (
            <Box
              key={itemKey(dot)}
              component="button"
              type="button"
              aria-label={HOME_TEXTS.slideOf(position + 1, count)}
              aria-current={position === current ? 'true' : undefined}
              onClick={() => show(position)}
              sx={{
                width: 24,
                height: 24,
                p: 0,
                border: 0,
                cursor: 'pointer',
                bgcolor: 'transparent',
                '&::after': {
                  content: '""',
                  display: 'block',
                  width: 10,
                  height: 10,
                  mx: 'auto',
                  borderRadius: '50%',
                  bgcolor: position === current ? 'primary.main' : 'grey.400',
                },
              }}
            />
          ))}
        </Stack>
      )}
    </Paper>
  );
}
