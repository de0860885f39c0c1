import { useEffect, useState } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { FAQ_KEYWORD_MAX_LENGTH, FAQ_PAGE_TEXTS, FAQ_SEARCH_DEBOUNCE_MS } from '@lendbridge/domain';
import type { FaqPublicGroup } from '@lendbridge/domain';
import { LoadFailed } from '../../shared/LoadFailed';
import { PageLoading } from '../../shared/PageLoading';
import { loadStateOf, useReportedQuery } from '../../shared/useReportedQuery';
import { FaqFeedbackForm } from './FaqFeedbackForm';
import { helpQueries } from './help.api';

const KEYWORD_PARAM = 'keyword';

/** The typed keyword, written to ?keyword= once typing stops (replacing the entry, not adding one). */
function useKeyword(): [typed: string, setTyped: (value: string) => void, searched: string] {
  const [params, setParams] = useSearchParams();
  const searched = (params.get(KEYWORD_PARAM) ?? '').trim();
  const [typed, setTyped] = useState(searched);
  useEffect(() => {
    const next = typed.trim();
    if (next === searched) return undefined;
    const timer = window.setTimeout(() => {
      setParams(
        (current) => {
          const copy = new URLSearchParams(current);
          if (next === '') copy.delete(KEYWORD_PARAM);
          else copy.set(KEYWORD_PARAM, next);
          return copy;
        },
        { replace: true },
      );
    }, FAQ_SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [typed, searched, setParams]);
  return [typed, setTyped, searched];
}

function FaqGroupItems({ group }: { group: FaqPublicGroup }) {
  const [opened, setOpened] = useState<number | null>(null);
  return (
    <Stack spacing={1}>
      {group.items.map((item) => (
        <Accordion key={item.id} expanded={opened === item.id} onChange={(_event, expanded) => setOpened(expanded ? item.id : null)} disableGutters variant="outlined">
          <AccordionSummary aria-controls={`faq-${item.id}-answer`} id={`faq-${item.id}-question`}>
            <Typography sx={{ fontWeight: 600 }}>{item.question}</Typography>
          </AccordionSummary>
          <AccordionDetails id={`faq-${item.id}-answer`}>
            {/* The answer is rich text the server sanitised when staff saved it. */}
            <Box className="faq-answer" sx={{ '& p': { mt: 0 } }} dangerouslySetInnerHTML={{ __html: item.answer }} />
            {opened === item.id && <FaqFeedbackForm itemId={item.id} />}
          </AccordionDetails>
        </Accordion>
      ))}
    </Stack>
  );
}

/**
 * /faq: the published questions by group (one tab each) as accordions with their answers, a
 * keyword search kept in ?keyword=, and the feedback form under the opened question.
 */
export function FaqPage() {
  const [typed, setTyped, keyword] = useKeyword();
  const read = useReportedQuery(helpQueries.faq(keyword));
  const load = loadStateOf(read);
  const [tab, setTab] = useState(0);
  const groups = load.state === 'ready' ? load.data.filter((group) => group.items.length > 0) : [];
  const shown = Math.min(tab, Math.max(groups.length - 1, 0));
  const group = groups[shown];

  return (
    <Container maxWidth="md">
      <Stack spacing={3}>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
          {FAQ_PAGE_TEXTS.title}
        </Typography>
        <TextField
          type="search"
          label={FAQ_PAGE_TEXTS.search}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          slotProps={{ htmlInput: { maxLength: FAQ_KEYWORD_MAX_LENGTH } }}
          fullWidth
        />
        {load.state === 'loading' && <PageLoading />}
        {(load.state === 'failed' || load.state === 'missing') && <LoadFailed onReload={() => void read.refetch()} />}
        {load.state === 'ready' && groups.length === 0 && (
          <Typography color="text.secondary">
            {FAQ_PAGE_TEXTS.noResult}{' '}
            <Link component={RouterLink} to="/contact">
              {FAQ_PAGE_TEXTS.contactLink}
            </Link>
          </Typography>
        )}
        {group !== undefined && (
          <>
            <Tabs value={shown} onChange={(_event, value: number) => setTab(value)} variant="scrollable" scrollButtons="auto" aria-label={FAQ_PAGE_TEXTS.title}>
              {groups.map((each) => (
                <Tab key={each.id} label={`${each.name}（${each.items.length}）`} />
              ))}
            </Tabs>
            <FaqGroupItems key={group.id} group={group} />
          </>
        )}
      </Stack>
    </Container>
  );
}
