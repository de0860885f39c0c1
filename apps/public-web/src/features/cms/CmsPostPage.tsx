import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router-dom';
import { CONTENT_TEXTS, PAGES_TEXTS, cmsTabPath, formatYmd } from '@lendbridge/domain';
import type { CmsTab } from '@lendbridge/domain';
import { usePageTitle } from '../../shared/layout/pageTitle';
import { RecordPage } from '../../shared/RecordPage';
import { loadStateOf, useReportedQuery } from '../../shared/useReportedQuery';
import { NotFoundPage } from '../errors/NotFoundPage';
import { cmsQueries } from './cms.api';
import { cmsTabOf } from './CmsPage';

const T = PAGES_TEXTS;

/** A post id of the URL: a whole number from 1, else undefined. */
const postIdOf = (value: string | undefined): number | undefined => {
  const id = Number(value);
  return /^\d+$/.test(value ?? '') && Number.isSafeInteger(id) && id >= 1 ? id : undefined;
};

function Post({ tab, id }: { tab: CmsTab; id: number }) {
  const read = useReportedQuery(cmsQueries.post(tab, id), { missingOn404: true });
  const load = loadStateOf(read);
  usePageTitle(load.state === 'ready' ? load.data.title : undefined, load.state === 'ready' && load.data.summary ? load.data.summary : undefined);
  return (
    <RecordPage load={load} reload={() => void read.refetch()} back={{ to: cmsTabPath(tab), label: `${T.cmsBackToList}：${CONTENT_TEXTS.tabs[tab]}` }}>
      {(post) => (
        <Stack component="article" spacing={2}>
          <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
            {post.title}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {`${T.cmsPublishedAt} ${formatYmd(new Date(post.published_at))}`}
          </Typography>
          {post.image_url && <Box component="img" src={post.image_url} alt="" sx={{ maxWidth: '100%', borderRadius: 1 }} />}
          {/* The server sanitised the rich text when staff saved it (the content module's allow list). */}
          <Box className="cms-content" sx={{ '& img': { maxWidth: '100%' }, lineHeight: 1.8 }} dangerouslySetInnerHTML={{ __html: post.content }} />
          {post.link && (
            <Link href={post.link} target="_blank" rel="noopener noreferrer">
              {T.cmsOriginalLink}
            </Link>
          )}
        </Stack>
      )}
    </RecordPage>
  );
}

/** /cms/:tab/:id: one published post of the tab, its rich text as the server sanitised it. */
export function CmsPostPage() {
  const params = useParams();
  const tab = cmsTabOf(params.tab);
  const id = postIdOf(params.id);
  if (tab === undefined || id === undefined) return <NotFoundPage />;
  return <Post key={`${tab}/${id}`} tab={tab} id={id} />;
}
