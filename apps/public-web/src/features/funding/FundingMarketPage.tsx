import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { FUNDING_TEXTS } from '@lendbridge/domain';
import { LoadFailed } from '../../shared/LoadFailed';
import { PageLoading } from '../../shared/PageLoading';
import { CrowdfundingCards } from '../crowdfunding/CrowdfundingCards';
import { useReportedQuery } from '../../shared/useReportedQuery';
import { fundingQueries } from './funding.api';
import { ProjectCard } from './ProjectCard';
import { PromotionsCarousel } from './PromotionsCarousel';

/** /funding/market-place: the promotions carousel, the popular projects and the crowdfunding projects. */
export function FundingMarketPage() {
  const promotions = useReportedQuery(fundingQueries.promotions());
  const projects = useReportedQuery(fundingQueries.projects());
  return (
    <Container maxWidth="lg" sx={{ py: 3 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {FUNDING_TEXTS.marketTitle}
      </Typography>
      {promotions.data !== undefined && promotions.data.length > 0 && <PromotionsCarousel projects={promotions.data} />}
      <Typography variant="h5" component="h2" gutterBottom>
        {FUNDING_TEXTS.popularTitle}
      </Typography>
      {projects.isPending && <PageLoading />}
      {projects.isError && <LoadFailed onReload={() => void projects.refetch()} />}
      {projects.data?.length === 0 && <Typography>{FUNDING_TEXTS.noProjects}</Typography>}
      <Grid container spacing={2} component="ul" aria-label={FUNDING_TEXTS.popularTitle} sx={{ listStyle: 'none', p: 0 }}>
        {projects.data?.map((project) => (
          <Grid key={project.serial} size={{ xs: 12, sm: 6, md: 4 }} component="li">
            <ProjectCard project={project} />
          </Grid>
        ))}
      </Grid>
      <CrowdfundingCards />
    </Container>
  );
}
