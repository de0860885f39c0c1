import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { FUNDING_TEXTS } from '@lendbridge/domain';
import type { FundingProjectCard } from '@lendbridge/domain';
import { FUNDING_PATHS } from './funding.api';
import { FundingProgress } from './FundingProgress';

/** A project of the popular list: picture, title, the borrower's name, terms and the funding bar. */
export function ProjectCard({ project }: { project: FundingProjectCard }) {
  const picture = project.images[0];
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea component={RouterLink} to={FUNDING_PATHS.project(project.serial)} sx={{ height: '100%' }}>
        {picture !== undefined && (
          <Box component="img" src={picture} alt={project.title} loading="lazy" sx={{ width: '100%', aspectRatio: '3 / 2', objectFit: 'cover', display: 'block' }} />
        )}
        <CardContent>
          <Typography variant="h6" component="h3" gutterBottom>
            {project.title}
          </Typography>
          <Typography variant="body2" color="text.secondary" gutterBottom>
            {project.user.name}
          </Typography>
          <Stack direction="row" spacing={2} sx={{ mb: 1 }}>
            <Typography variant="body2">
              {FUNDING_TEXTS.creditLevel} {project.credit_level}
            </Typography>
            <Typography variant="body2">
              {FUNDING_TEXTS.apr} {project.apr}%
            </Typography>
            <Typography variant="body2">
              {FUNDING_TEXTS.lenders} {project.number_of_lenders}
            </Typography>
          </Stack>
          <FundingProgress raised={project.target_amount} goal={project.expected_amount} percent={project.precent} daysLeft={project.days_left} />
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
