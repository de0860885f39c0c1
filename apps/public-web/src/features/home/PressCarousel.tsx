import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { HOME_TEXTS, formatYmd, pressPostPath } from '@lendbridge/domain';
import { EntryLink } from './EntryLink';
import { HomeCarousel } from './HomeCarousel';
import { HomeImage } from './HomeImage';
import { homeQueries } from './home.api';

/** The press carousel: the latest press posts, each linking to its page under /cms/post-press. */
export function PressCarousel() {
  const press = useQuery(homeQueries.press());
  if (press.data === undefined || press.data.length === 0) return null;
  return (
    <HomeCarousel
      label={HOME_TEXTS.pressLabel}
      heading
      items={press.data}
      itemKey={(post) => post.id}
      renderSlide={(post) => (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ minHeight: 120 }}>
          {post.image_url !== '' && <HomeImage src={post.image_url} alt={post.title} width={240} height={160} sx={{ width: { xs: '100%', sm: 240 }, flexShrink: 0 }} />}
          <div>
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
              <EntryLink href={pressPostPath(post.id)}>{post.title}</EntryLink>
            </Typography>
            <Typography variant="caption" color="text.secondary" component="p">
              {formatYmd(new Date(post.published_at))}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {post.summary}
            </Typography>
          </div>
        </Stack>
      )}
    />
  );
}
