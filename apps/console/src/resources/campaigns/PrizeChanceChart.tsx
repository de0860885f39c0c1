import { CONSOLE_CAMPAIGN_TEXTS, prizeChanceTotalText, prizeShareText } from '@lendbridge/domain';
import { Box, Typography } from '@mui/material';
import { useListContext } from 'react-admin';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { PrizeRow } from './types';

const C = CONSOLE_CAMPAIGN_TEXTS;

interface PrizeShare {
  id: PrizeRow['id'];
  name: string;
  share: number;
}

/** Each prize's share of the wheel: its chance over the chances of all the campaign's prizes. */
export const prizeShares = (prizes: readonly Pick<PrizeRow, 'id' | 'name' | 'chance'>[]): PrizeShare[] => {
  const total = prizes.reduce((sum, prize) => sum + prize.chance, 0);
  return prizes.map((prize) => ({ id: prize.id, name: prize.name, share: total === 0 ? 0 : (prize.chance * 100) / total }));
};

/**
 * 輪盤機率分布: a bar per prize of the campaign (in wheel order) at its share of the wheel, the total
 * of the chances in basis points, and the shares as text.
 */
export const PrizeChanceChart = () => {
  const { data } = useListContext<PrizeRow>();
  const prizes = data ?? [];
  if (prizes.length === 0) return null;
  const shares = prizeShares(prizes);
  const total = prizes.reduce((sum, prize) => sum + prize.chance, 0);
  return (
    <Box component="figure" aria-label={C.wheelChart} sx={{ m: 0, mb: 2 }}>
      <Typography component="figcaption" variant="subtitle2">
        {C.wheelChart}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {prizeChanceTotalText(total)}
      </Typography>
      <Box sx={{ width: '100%', height: 240 }}>
        <ResponsiveContainer>
          <BarChart data={shares} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="name" />
            <YAxis unit="%" />
            <Tooltip formatter={(value) => [`${Number(value).toFixed(2)}%`, C.chanceShare]} />
            <Bar dataKey="share" name={C.chanceShare} fill="#0b5d7a" isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      </Box>
      <Box component="ul" aria-label={C.chanceShare} sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, listStyle: 'none', p: 0, m: 0 }}>
        {shares.map((prize) => (
          <Typography component="li" key={prize.id} variant="body2">
            {prizeShareText(prize.name, prize.share)}
          </Typography>
        ))}
      </Box>
    </Box>
  );
};
