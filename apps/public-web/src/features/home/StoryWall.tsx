import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { HOME_TEXTS } from '@lendbridge/domain';
import { EntryLink } from './EntryLink';
import { HomeImage } from './HomeImage';
import { homeQueries } from './home.api';

/** The story wall: each story's picture, title and author, the title linking to the story when it has a link. */
export function StoryWall() {
  const stories = useQuery(homeQueries.stories());
  if (stories.data === undefined || stories.data.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="home-stories">
      <Typography id="home-stories" component="h2" variant="h6" sx={{ fontWeight: 700, mb: 2 }}>
        {HOME_TEXTS.storiesLabel}
      </Typography>
      <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {stories.data.map((story) => (
          <Grid key={story.id} size={{ xs: 12, sm: 6, md: 4 }} component="li">
            <Paper variant="outlined" component="article" sx={{ p: 1.5, height: '100%' }}>
              <HomeImage src={story.image_url} alt={story.title} width={480} height={320} />
              <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, mt: 1 }}>
                <EntryLink href={story.properties.link}>{story.title}</EntryLink>
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {story.properties.author}
              </Typography>
            </Paper>
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}
