import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { CROWDFUNDING_PAGE_TEXTS as T, CROWDFUNDING_REDIRECTS, formatNtd } from '@lendbridge/domain';
import type { CrowdfundingDetailAnswer, CrowdfundingPlanAnswer } from '@lendbridge/domain';
import { withNext } from '../../app/ladder';
import { useUserStatus } from '../../app/session';
import { NotFoundPage } from '../errors/NotFoundPage';
import { LoadFailed } from '../../shared/LoadFailed';
import { PageLoading } from '../../shared/PageLoading';
import { loadStateOf, useReportedQuery } from '../../shared/useReportedQuery';
import { crowdfundingQueries } from './crowdfunding.api';
import { CrowdfundingOrderDialog } from './CrowdfundingOrderDialog';

function PlanCard({ project, plan, onOrder }: { project: CrowdfundingDetailAnswer; plan: CrowdfundingPlanAnswer; onOrder: () => void }) {
  const soldOut = plan.units_left <= 0;
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2">
          {plan.title}
        </Typography>
        {plan.rates.map((rate) => (
          <Typography key={rate.period} variant="body2">
            {`${T.periodLabel(rate.period)}｜${T.firstPeriod} ${formatNtd(rate.first_period_amount)}｜${T.laterPeriod} ${formatNtd(rate.later_period_amount)}`}
          </Typography>
        ))}
        {plan.tabs.map((tab) => (
          <Typography key={tab.title} variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {`${tab.title}：${tab.content}`}
          </Typography>
        ))}
        <Typography variant="body2" sx={{ mt: 1 }}>{soldOut ? T.soldOut : `${T.unitsLeft} ${plan.units_left}`}</Typography>
      </CardContent>
      <CardActions>
        <Button variant="contained" disabled={soldOut || !project.can_order} onClick={onOrder}>
          {project.kind === 'alumni_dinner' ? T.signUp : T.back}
        </Button>
      </CardActions>
    </Card>
  );
}

/**
 * /crowdfunding/:serial: a project's page with its plans and the order dialog; a project without
 * plans sends the browser to the market (spec 2); the viewer's own or a finished project shows why
 * it cannot be ordered; a visitor is asked to log in first.
 */
export function CrowdfundingPage() {
  const { serial = '' } = useParams();
  const navigate = useNavigate();
  const { status } = useUserStatus();
  const read = useReportedQuery(crowdfundingQueries.detail(serial), { missingOn404: true });
  const load = loadStateOf(read);
  const [ordering, setOrdering] = useState<CrowdfundingPlanAnswer | null>(null);
  if (load.state === 'missing') return <NotFoundPage />;
  if (load.state === 'loading') return <PageLoading />;
  if (load.state === 'failed') return <LoadFailed onReload={() => void read.refetch()} />;
  const project = load.data;
  if (project.plans.length === 0) return <Navigate to={CROWDFUNDING_REDIRECTS.noPlans} replace />;
  const order = (plan: CrowdfundingPlanAnswer) => {
    if (!status.loggedIn) void navigate(withNext('/auth/login', `/crowdfunding/${project.serial}`));
    else setOrdering(plan);
  };
  return (
    <Container maxWidth="md">
      <Stack spacing={3}>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
          {project.title}
        </Typography>
        <Typography variant="body2" color="text.secondary">{`${T.owner}：${project.owner_name}`}</Typography>
        {project.reason !== null && <Alert severity="info">{project.reason}</Alert>}
        {project.contents.map((block, index) =>
          block.type === 'heading' ? (
            <Typography key={index} variant="h6" component="h2">
              {block.content}
            </Typography>
          ) : block.type === 'image' ? (
            <img key={index} src={block.content} alt={project.title} style={{ maxWidth: '100%' }} />
          ) : (
            <Typography key={index} variant="body1" sx={{ whiteSpace: 'pre-line' }}>
              {block.content}
            </Typography>
          ),
        )}
        <Typography variant="h5" component="h2">
          {T.plans}
        </Typography>
        {project.plans.map((plan) => (
          <PlanCard key={plan.id} project={project} plan={plan} onOrder={() => order(plan)} />
        ))}
      </Stack>
      {ordering !== null && <CrowdfundingOrderDialog project={project} plan={ordering} open onClose={() => setOrdering(null)} />}
    </Container>
  );
}
