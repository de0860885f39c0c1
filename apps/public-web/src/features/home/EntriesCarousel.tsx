import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { HOME_TEXTS } from '@lendbridge/domain';
import type { HomepageEntry } from '@lendbridge/domain';
import { EntryLink } from './EntryLink';
import { HomeCarousel } from './HomeCarousel';
import { HomeImage } from './HomeImage';

/** A slide's picture size: a wide banner. */
const SLIDE = { width: 1200, height: 400 };
const JUMBOTRON = { width: 1200, height: 360 };

/** The entries carousel at the top of the homepage: each carousel entry's picture, linking where the entry says. */
export function EntriesCarousel({ entries }: { entries: readonly HomepageEntry[] }) {
  return (
    <HomeCarousel
      label={HOME_TEXTS.carouselLabel}
      items={entries}
      itemKey={(entry) => entry.id}
      renderSlide={(entry, index) => (
        <EntryLink href={entry.link} label={entry.title}>
          <HomeImage src={entry.image_url} alt={entry.title} {...SLIDE} lazy={index > 0} />
          <Typography component="p" variant="subtitle1" color="text.primary" sx={{ fontWeight: 700, mt: 1 }}>
            {entry.title}
          </Typography>
        </EntryLink>
      )}
    />
  );
}

/**
 * The carousel's place while the entries load, as tall as the carousel it becomes (its buttons' row,
 * the picture, a line of title and the dots), so the sections below it do not move when it arrives.
 */
export function EntriesCarouselPlaceholder() {
  return (
    <Paper variant="outlined" aria-hidden="true" sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Box sx={{ height: 32, mb: 1 }} />
      <Skeleton variant="rectangular" sx={{ width: '100%', height: 'auto', aspectRatio: `${SLIDE.width} / ${SLIDE.height}`, borderRadius: 1 }} />
      <Skeleton variant="text" sx={{ mt: 1, height: 28, width: '40%', transform: 'none' }} />
      <Box sx={{ height: 24, mt: 1 }} />
    </Paper>
  );
}

/** The jumbotron: one wide picture with its title, below the fold. */
export function Jumbotron({ entry }: { entry: HomepageEntry }) {
  return (
    <Box component="section" aria-label={entry.title} sx={{ position: 'relative' }}>
      <EntryLink href={entry.link} label={entry.title}>
        <HomeImage src={entry.image_url} alt={entry.title} {...JUMBOTRON} />
        <Typography
          component="p"
          variant="h5"
          sx={{ position: 'absolute', left: 0, right: 0, bottom: 0, p: { xs: 1.5, sm: 3 }, fontWeight: 700, color: 'common.white', bgcolor: 'rgba(0, 0, 0, 0.45)', borderRadius: '0 0 4px 4px' }}
        >
          {entry.title}
        </Typography>
      </EntryLink>
    </Box>
  );
}
