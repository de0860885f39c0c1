import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useLocation, useNavigate } from 'react-router-dom';
import { FUNDING_TABS, FUNDING_TAB_LABELS, FUNDING_TEXTS, formatDateTime, formatNtd } from '@lendbridge/domain';
import type { FundingProjectDetail, FundingTab } from '@lendbridge/domain';
import { LoadFailed } from '../../shared/LoadFailed';
import { PageLoading } from '../../shared/PageLoading';
import { isNotFound, useReportedQuery } from '../../shared/useReportedQuery';
import { fundingQueries } from './funding.api';
import { FundingProgress } from './FundingProgress';
import { InvestPanel } from './InvestPanel';
import { LikeButton } from './LikeButton';

const isTab = (value: string): value is FundingTab => (FUNDING_TABS as readonly string[]).includes(value);

/** The tab the URL hash names (#interest…), the detail tab otherwise. */
const tabOf = (hash: string): FundingTab => {
  const name = hash.replace(/^#/, '');
  return isTab(name) ? name : 'detail';
};

function Paragraphs({ text }: { text: string }) {
  return (
    <>
      {text
        .split('\n')
        .filter((line) => line.trim() !== '')
        .map((line, index) => (
          <Typography key={index} sx={{ mb: 2 }}>
            {line}
          </Typography>
        ))}
    </>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ mb: 3 }}>
      <Typography variant="h6" component="h3" gutterBottom>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function TabContent({ tab, project }: { tab: FundingTab; project: FundingProjectDetail }) {
  if (tab === 'interest') return <Paragraphs text={project.interest} />;
  if (tab === 'report') {
    return (
      <>
        <Section title={FUNDING_TEXTS.personalCredit}>
          <Paragraphs text={project.personal_credit} />
        </Section>
        <Section title={FUNDING_TEXTS.companyCredit}>
          <Paragraphs text={project.company_credit} />
        </Section>
      </>
    );
  }
  if (tab === 'feedback') {
    return (
      <>
        <Section title={FUNDING_TEXTS.mentorComment}>
          <Paragraphs text={project.mentor_comment} />
        </Section>
        <Section title={FUNDING_TEXTS.backersTitle}>
          {project.backers.length === 0 ? (
            <Typography>{FUNDING_TEXTS.noBackers}</Typography>
          ) : (
            <Table size="small" aria-label={FUNDING_TEXTS.backersTitle}>
              <TableBody>
                {project.backers.map((backer, index) => (
                  <TableRow key={index}>
                    <TableCell>{backer.name ?? FUNDING_TEXTS.anonymousBacker}</TableCell>
                    <TableCell align="right">{formatNtd(backer.amount)}</TableCell>
                    <TableCell align="right">{formatDateTime(backer.invested_at)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </Section>
      </>
    );
  }
  const total = project.usage_distribution.reduce((sum, row) => sum + row.amount, 0);
  return (
    <>
      <Paragraphs text={project.detail} />
      <Section title={FUNDING_TEXTS.usageTitle}>
        <Table size="small" aria-label={FUNDING_TEXTS.usageTitle}>
          <TableHead>
            <TableRow>
              <TableCell>{FUNDING_TEXTS.usageTitle}</TableCell>
              <TableCell align="right">{FUNDING_TEXTS.amount}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {project.usage_distribution.map((row) => (
              <TableRow key={row.description}>
                <TableCell>{row.description}</TableCell>
                <TableCell align="right">{formatNtd(row.amount)}</TableCell>
              </TableRow>
            ))}
            <TableRow>
              <TableCell>{FUNDING_TEXTS.usageTotal}</TableCell>
              <TableCell align="right">{formatNtd(total)}</TableCell>
            </TableRow>
          </TableBody>
        </Table>
      </Section>
      {project.video_ids.length > 0 && (
        <Section title={FUNDING_TEXTS.videos}>
          <Stack spacing={2}>
            {project.video_ids.map((id) => (
              <Box
                key={id}
                component="iframe"
                title={`${project.title} ${FUNDING_TEXTS.videos}`}
                src={`https://www.youtube-nocookie.com/embed/${id}`}
                loading="lazy"
                allowFullScreen
                sx={{ width: '100%', aspectRatio: '16 / 9', border: 0 }}
              />
            ))}
          </Stack>
        </Section>
      )}
    </>
  );
}

/** /funding/market-place/project/{serial}: pictures, progress, like, the invest panel and the tabs (by URL hash). */
export function FundingProjectPage({ serial }: { serial: string }) {
  const location = useLocation();
  const navigate = useNavigate();
  const project = useReportedQuery(fundingQueries.project(serial), { missingOn404: true });
  const attributes = useReportedQuery(fundingQueries.attributes());
  const tab = tabOf(location.hash);

  if (project.isPending) return <PageLoading />;
  if (project.isError) {
    return (
      <Container sx={{ py: 3 }}>
        {isNotFound(project.error) ? <Typography>{FUNDING_TEXTS.projectNotFound}</Typography> : <LoadFailed onReload={() => void project.refetch()} />}
      </Container>
    );
  }
  const data = project.data;
  return (
    <Container maxWidth="lg" sx={{ py: 3 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {data.title}
      </Typography>
      <Typography color="text.secondary" gutterBottom>
        {FUNDING_TEXTS.borrower} {data.user.name}
      </Typography>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 8 }}>
          <Stack direction="row" spacing={1} sx={{ overflowX: 'auto', mb: 2 }}>
            {data.images.map((image, index) => (
              <Box key={image} component="img" src={image} alt={`${data.title} ${index + 1}`} sx={{ height: 240, borderRadius: 1 }} />
            ))}
          </Stack>
          <Tabs value={tab} onChange={(_event, value: FundingTab) => navigate({ hash: value }, { replace: true })} aria-label={data.title}>
            {FUNDING_TABS.map((name) => (
              <Tab key={name} value={name} label={FUNDING_TAB_LABELS[name]} id={`funding-tab-${name}`} aria-controls="funding-tab-panel" />
            ))}
          </Tabs>
          <Box role="tabpanel" id="funding-tab-panel" aria-labelledby={`funding-tab-${tab}`} sx={{ pt: 2 }}>
            <TabContent tab={tab} project={data} />
          </Box>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Stack spacing={2}>
            <FundingProgress raised={data.target_amount} goal={data.expected_amount} percent={data.precent} daysLeft={data.days_left} />
            <Typography variant="body2">
              {FUNDING_TEXTS.creditLevel} {data.credit_level}・{FUNDING_TEXTS.apr} {data.apr}%・{FUNDING_TEXTS.period} {data.period}・{FUNDING_TEXTS.lenders}{' '}
              {data.number_of_lenders}
            </Typography>
            <LikeButton serial={data.serial} liked={data.liked} likes={data.likes} />
            <InvestPanel key={`${data.serial}:${data.loan_updated_at}`} project={data} balance={attributes.data?.balance ?? null} />
          </Stack>
        </Grid>
      </Grid>
    </Container>
  );
}
