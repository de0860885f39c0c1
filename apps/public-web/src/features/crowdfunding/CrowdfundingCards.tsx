import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { CROWDFUNDING_TEXTS, crowdfundingFromAmountText, crowdfundingPagePath, crowdfundingUnitsLeftText } from '@lendbridge/domain';
import type { CrowdfundingCard } from '@lendbridge/domain';
import { useReportedQuery } from '../../shared/useReportedQuery';
import { crowdfundingQueries } from './crowdfunding.api';

const T = CROWDFUNDING_TEXTS;

function ProjectCard({ project }: { project: CrowdfundingCard }) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea component={RouterLink} to={crowdfundingPagePath(project.serial)} sx={{ height: '100%' }}>
        {project.image !== null && (
          <Box component="img" src={project.image} alt={project.title} loading="lazy" sx={{ width: '100%', aspectRatio: '3 / 2', objectFit: 'cover', display: 'block' }} />
        )}
        <CardContent>
          <Typography variant="h6" component="h3" gutterBottom>
            {project.title}
          </Typography>
          <Typography variant="body2" color="text.secondary" gutterBottom>
            {project.owner_name}
          </Typography>
          <Typography variant="body2" gutterBottom>
            {project.summary}
          </Typography>
          <Stack direction="row" spacing={2}>
            <Typography variant="body2">{crowdfundingFromAmountText(project.from_amount)}</Typography>
            <Typography variant="body2">{crowdfundingUnitsLeftText(project.units_left)}</Typography>
          </Stack>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

/** 群眾募資: the open crowdfunding projects, each card opening its page with the plans and the order form. */
export function CrowdfundingCards() {
  const projects = useReportedQuery(crowdfundingQueries.list()).data;
  if (projects === undefined) return null;
  return (
    <Box component="section" aria-labelledby="crowdfunding-list-title" sx={{ mt: 4 }}>
      <Typography id="crowdfunding-list-title" variant="h5" component="h2" gutterBottom>
        {T.listTitle}
      </Typography>
      {projects.length === 0 && <Typography>{T.listEmpty}</Typography>}
      <Grid container spacing={2} component="ul" aria-label={T.listTitle} sx={{ listStyle: 'none', p: 0 }}>
        {projects.map((project) => (
          <Grid key={project.serial} size={{ xs: 12, sm: 6, md: 4 }} component="li">
            <ProjectCard project={project} />
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}
