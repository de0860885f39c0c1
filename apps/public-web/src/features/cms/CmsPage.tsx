import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';
import { CMS_PAGINATION_TEXTS, CMS_TABS, CONTENT_TEXTS, PAGES_TEXTS, cmsPageLabel, cmsPostPath, cmsTabPath, formatYmd, pageOfParam } from '@lendbridge/domain';
import type { CmsPost, CmsTab } from '@lendbridge/domain';
import { usePageTitle } from '../../shared/layout/pageTitle';
import { ListPagination } from '../../shared/ListPagination';
import { LoadFailed } from '../../shared/LoadFailed';
import { PageLoading } from '../../shared/PageLoading';
import { loadStateOf, useReportedQuery } from '../../shared/useReportedQuery';
import { NotFoundPage } from '../errors/NotFoundPage';
import { CmsBanner } from './CmsBanner';
import { cmsQueries } from './cms.api';

const T = PAGES_TEXTS;

/** The tab of the URL, or undefined for one that does not exist. */
export const cmsTabOf = (value: string | undefined): CmsTab | undefined => CMS_TABS.find((tab) => tab === value);

function PostCard({ post }: { post: CmsPost }) {
  return (
    <Card variant="outlined" component="article">
      <CardActionArea component={RouterLink} to={cmsPostPath(post.tab, post.id)} sx={{ display: 'flex', alignItems: 'stretch', justifyContent: 'flex-start' }}>
        {post.image_url && <CardMedia component="img" image={post.image_url} alt="" sx={{ width: { xs: 96, sm: 180 }, flexShrink: 0, objectFit: 'cover' }} />}
        <CardContent>
          <Typography variant="h6" component="h2">
            {post.title}
          </Typography>
          <Typography variant="caption" color="text.secondary" component="p">
            {`${T.cmsPublishedAt} ${formatYmd(new Date(post.published_at))}`}
          </Typography>
          {post.summary && (
            <Typography variant="body2" sx={{ mt: 1 }}>
              {post.summary}
            </Typography>
          )}
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

/** The banner: the newest posts of the tab that have a picture (the list's first page). */
function TabBanner({ tab }: { tab: CmsTab }) {
  const read = useReportedQuery(cmsQueries.list(tab, 1));
  const posts = read.data?.data.filter((post) => post.image_url !== '') ?? [];
  return <CmsBanner key={tab} posts={posts} />;
}

function TabPosts({ tab, page }: { tab: CmsTab; page: number }) {
  const [, setParams] = useSearchParams();
  const read = useReportedQuery(cmsQueries.list(tab, page));
  const load = loadStateOf(read);
  if (load.state === 'loading') return <PageLoading />;
  if (load.state !== 'ready') return <LoadFailed onReload={() => void read.refetch()} />;
  const { data, meta } = load.data;
  return (
    <Stack spacing={2}>
      {data.length === 0 ? <Typography color="text.secondary">{T.cmsEmpty}</Typography> : data.map((post) => <PostCard key={post.id} post={post} />)}
      {meta.pagination.total_pages > 1 && (
        <ListPagination
          page={page}
          lastPage={meta.pagination.total_pages}
          onPage={(next) => setParams(next === 1 ? new URLSearchParams() : new URLSearchParams({ page: String(next) }))}
          texts={CMS_PAGINATION_TEXTS}
          pageLabel={cmsPageLabel}
        />
      )}
    </Stack>
  );
}

/**
 * /cms/:tab: the tabs post-news, post-press and post-finance (each its own URL), a banner of the
 * tab's posts with pictures, and the tab's posts newest first, CMS_PAGE_SIZE a page (?page=).
 */
export function CmsPage() {
  const tab = cmsTabOf(useParams().tab);
  const [params] = useSearchParams();
  usePageTitle(tab === undefined ? undefined : CONTENT_TEXTS.tabs[tab]);
  if (tab === undefined) return <NotFoundPage />;
  const page = pageOfParam(params.get('page'));
  return (
    <Container maxWidth="md">
      <Stack spacing={3}>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
          {CONTENT_TEXTS.tabs[tab]}
        </Typography>
        <Tabs value={tab} aria-label={T.cmsTitle} variant="scrollable" allowScrollButtonsMobile>
          {CMS_TABS.map((choice) => (
            <Tab key={choice} value={choice} label={CONTENT_TEXTS.tabs[choice]} component={RouterLink} to={cmsTabPath(choice)} />
          ))}
        </Tabs>
        <TabBanner tab={tab} />
        <TabPosts tab={tab} page={page} />
      </Stack>
    </Container>
  );
}
