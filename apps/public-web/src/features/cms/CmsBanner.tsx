import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { Link as RouterLink } from 'react-router-dom';
import { CMS_BANNER_AUTOPLAY_MS, PAGES_TEXTS, cmsPostPath } from '@lendbridge/domain';
import type { CmsPost } from '@lendbridge/domain';

const T = PAGES_TEXTS;
const BANNER_HEIGHT = { xs: 180, sm: 280 };
const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/**
 * The tab's posts with a picture, one at a time, moving on every CMS_BANNER_AUTOPLAY_MS; the
 * visitor can pause it (and it pauses while the pointer is over it), or step back and forth. A
 * visitor who asks for less motion finds it paused.
 */
export function CmsBanner({ posts }: { posts: readonly CmsPost[] }) {
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY, { noSsr: true });
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(reducedMotion);
  const [hovered, setHovered] = useState(false);
  const count = posts.length;
  const running = count > 1 && !paused && !hovered;

  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setIndex((current) => (current + 1) % count), CMS_BANNER_AUTOPLAY_MS);
    return () => clearInterval(timer);
  }, [running, count]);

  if (count === 0) return null;
  const shown = Math.min(index, count - 1);
  const post = posts[shown] as CmsPost;
  const step = (by: number) => setIndex((shown + by + count) % count);

  return (
    <Box
      component="section"
      aria-roledescription="carousel"
      aria-label={T.cmsTitle}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      sx={{ position: 'relative', borderRadius: 2, overflow: 'hidden', bgcolor: 'grey.900' }}
    >
      <Box aria-live={running ? 'off' : 'polite'} aria-roledescription="slide" aria-label={`${shown + 1} / ${count}`}>
        <Box component="img" src={post.image_url} alt={post.title} sx={{ display: 'block', width: '100%', height: BANNER_HEIGHT, objectFit: 'cover', opacity: 0.85 }} />
        <Box sx={{ position: 'absolute', left: 0, right: 0, bottom: 0, p: 2, background: 'linear-gradient(transparent, rgba(0,0,0,0.7))' }}>
          <Link component={RouterLink} to={cmsPostPath(post.tab, post.id)} underline="hover" sx={{ color: 'common.white' }}>
            <Typography variant="h6" component="p" sx={{ fontWeight: 700 }}>
              {post.title}
            </Typography>
          </Link>
        </Box>
      </Box>
      {count > 1 && (
        <Stack direction="row" spacing={0.5} sx={{ position: 'absolute', top: 8, right: 8, bgcolor: 'rgba(0,0,0,0.4)', borderRadius: 4 }}>
          <IconButton size="small" aria-label={T.cmsBannerPrevious} onClick={() => step(-1)} sx={{ color: 'common.white' }}>
            <ChevronLeftIcon fontSize="small" />
          </IconButton>
          <IconButton size="small" aria-label={paused ? T.cmsBannerPlay : T.cmsBannerPause} onClick={() => setPaused(!paused)} sx={{ color: 'common.white' }}>
            {paused ? <PlayArrowIcon fontSize="small" /> : <PauseIcon fontSize="small" />}
          </IconButton>
          <IconButton size="small" aria-label={T.cmsBannerNext} onClick={() => step(1)} sx={{ color: 'common.white' }}>
            <ChevronRightIcon fontSize="small" />
          </IconButton>
        </Stack>
      )}
    </Box>
  );
}
