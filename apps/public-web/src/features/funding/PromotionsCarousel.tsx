import { useCallback, useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { FUNDING_PROMOTIONS_AUTOPLAY_MS, FUNDING_TEXTS } from '@lendbridge/domain';
import type { FundingProjectCard } from '@lendbridge/domain';
import { FUNDING_PATHS } from './funding.api';
import { FundingProgress } from './FundingProgress';

/**
 * The promotions carousel (spec 2, 9): one promoted project at a time, moving on every
 * FUNDING_PROMOTIONS_AUTOPLAY_MS. It stops while the pointer or the keyboard focus is on it and
 * after the pause button (WAI-ARIA carousel: the slide is announced only while it does not move).
 */
export function PromotionsCarousel({ projects }: { projects: readonly FundingProjectCard[] }) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const count = projects.length;
  const moving = !paused && !hovered && !focused && count > 1;

  const show = useCallback((next: number) => setIndex(((next % count) + count) % count), [count]);

  useEffect(() => {
    if (!moving) return;
    const timer = window.setInterval(() => setIndex((current) => (current + 1) % count), FUNDING_PROMOTIONS_AUTOPLAY_MS);
    return () => window.clearInterval(timer);
  }, [moving, count]);

  const project = projects[Math.min(index, count - 1)];
  if (project === undefined) return null;
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-roledescription="carousel"
      aria-label={FUNDING_TEXTS.carouselLabel}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
      sx={{ p: 2, mb: 3 }}
    >
      <Stack direction="row" spacing={1} sx={{ mb: 1, justifyContent: 'flex-end' }}>
        <IconButton aria-label={paused ? FUNDING_TEXTS.carouselPlay : FUNDING_TEXTS.carouselPause} onClick={() => setPaused((value) => !value)} size="small">
          <span aria-hidden="true">{paused ? '▶' : '❚❚'}</span>
        </IconButton>
        <IconButton aria-label={FUNDING_TEXTS.carouselPrevious} onClick={() => show(index - 1)} size="small" disabled={count < 2}>
          <span aria-hidden="true">‹</span>
        </IconButton>
        <IconButton aria-label={FUNDING_TEXTS.carouselNext} onClick={() => show(index + 1)} size="small" disabled={count < 2}>
          <span aria-hidden="true">›</span>
        </IconButton>
      </Stack>
      <Box aria-live={moving ? 'off' : 'polite'}>
        <Box role="group" aria-roledescription="slide" aria-label={`${index + 1} / ${count}`}>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
            {project.images[0] !== undefined && (
              <Box component="img" src={project.images[0]} alt={project.title} sx={{ width: { xs: '100%', md: 360 }, aspectRatio: '3 / 2', objectFit: 'cover', borderRadius: 1 }} />
            )}
            <Box sx={{ flex: 1 }}>
              <Typography variant="h5" component="h2" gutterBottom>
                <RouterLink to={FUNDING_PATHS.project(project.serial)}>{project.title}</RouterLink>
              </Typography>
              <Typography variant="body2" color="text.secondary" gutterBottom>
                {project.user.name}
              </Typography>
              <FundingProgress raised={project.target_amount} goal={project.expected_amount} percent={project.precent} daysLeft={project.days_left} />
            </Box>
          </Stack>
        </Box>
      </Box>
    </Paper>
  );
}
