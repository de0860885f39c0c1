import { useCallback, useMemo, useState } from 'react';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import { useQueryClient } from '@tanstack/react-query';
import { CAMPAIGN_TEXTS } from '@lendbridge/domain';
import { LoadFailed } from '../../shared/LoadFailed';
import { PageLoading } from '../../shared/PageLoading';
import { useMoneyMutation } from '../../shared/useMoneyMutation';
import { isNotFound, useReportedQuery } from '../../shared/useReportedQuery';
import { accountQueries } from '../account/account.api';
import { rouletteQueries, spinRoulette } from './roulette.api';
import { RouletteCampaignHeading, RouletteNotLive } from './RouletteCampaignHeading';
import { RouletteNoTicketsDialog } from './RouletteNoTicketsDialog';
import { RouletteOverviewBoxes } from './RouletteOverviewBoxes';
import { RouletteResultsTable } from './RouletteResultsTable';
import { RouletteStage } from './RouletteStage';
import { useRouletteSpin } from './useRouletteSpin';
import { wheelPieces } from './wheel';

/**
 * /account/lucky-roulette: the member's spins and what the next ticket needs, the wheel of the live
 * campaign, and the winners. A spin spends a ticket; once the wheel stops the overview, the
 * winners and the balance (a cashback prize) are read again.
 */
export function LuckyRoulettePage() {
  const queryClient = useQueryClient();
  const gifts = useReportedQuery(rouletteQueries.gifts(), { missingOn404: true });
  const overview = useReportedQuery(rouletteQueries.overview(), { missingOn404: true });
  const { mutateAsync: sendSpin } = useMoneyMutation({ mutationFn: spinRoulette });
  const [noTickets, setNoTickets] = useState(false);
  const pieces = useMemo(() => wheelPieces(gifts.data?.gifts ?? []), [gifts.data]);

  const draw = useCallback(() => sendSpin({}), [sendSpin]);
  const onRefused = useCallback(() => setNoTickets(true), []);
  const onStopped = useCallback(() => {
    for (const queryKey of [rouletteQueries.overview().queryKey, [...rouletteQueries.root, 'results'], accountQueries.root]) {
      void queryClient.invalidateQueries({ queryKey });
    }
  }, [queryClient]);
  const spin = useRouletteSpin({ pieces, draw, tickets: overview.data?.available ?? null, onRefused, onStopped });

  const notLive = isNotFound(gifts.error) || isNotFound(overview.error);
  const body = () => {
    if (notLive) return <RouletteNotLive />;
    if (gifts.isError) return <LoadFailed onReload={() => void gifts.refetch()} />;
    if (gifts.data === undefined) return <PageLoading />;
    return (
      <>
        {overview.data !== undefined && <RouletteOverviewBoxes overview={overview.data} />}
        <RouletteStage pieces={pieces} spin={spin} spinLabel={CAMPAIGN_TEXTS.spin} />
        <RouletteResultsTable />
      </>
    );
  };

  return (
    <Container maxWidth="md">
      <Stack spacing={3} sx={{ alignItems: 'stretch' }}>
        <RouletteCampaignHeading campaign={gifts.data?.campaign ?? null} />
        {body()}
      </Stack>
      <RouletteNoTicketsDialog open={noTickets} onClose={() => setNoTickets(false)} />
    </Container>
  );
}
