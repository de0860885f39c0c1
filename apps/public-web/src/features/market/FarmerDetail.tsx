import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  LISTING_MAP_EMBED_ORIGIN,
  LISTING_TEXTS,
  MARKET_LISTING_TEXTS,
  FARM_TEXTS,
  PAYMENT_IN_GOODS_LABELS,
  farmPagePath,
  listingMapEmbedUrl,
  listingMapViewUrl,
} from '@lendbridge/domain';
import type { MarketFarmerDetail, MarketLoanDetail } from '@lendbridge/domain';
import { CommoditySets } from './CommoditySets';
import { LoanGallery } from './LoanGallery';

const T = LISTING_TEXTS;
const MAP_HEIGHT = 300;

/**
 * Whether the browser can load an embed from `origin`: not while it is offline, and not once the
 * page's content security policy has refused a frame from there.
 */
function useEmbedAvailable(origin: string): boolean {
  const [online, setOnline] = useState(() => window.navigator.onLine);
  const [blocked, setBlocked] = useState(false);
  useEffect(() => {
    const onOnline = () => setOnline(true);
    const onOffline = () => setOnline(false);
    const onViolation = (event: Event) => {
      const blockedUri = (event as SecurityPolicyViolationEvent).blockedURI;
      if (typeof blockedUri === 'string' && blockedUri.startsWith(origin)) setBlocked(true);
    };
    window.addEventListener('online', onOnline);
    window.addEventListener('offline', onOffline);
    document.addEventListener('securitypolicyviolation', onViolation);
    return () => {
      window.removeEventListener('online', onOnline);
      window.removeEventListener('offline', onOffline);
      document.removeEventListener('securitypolicyviolation', onViolation);
    };
  }, [origin]);
  return online && !blocked;
}

/**
 * The place of origin: its name, and with coordinates an OpenStreetMap view and a link to the full
 * map. When the map cannot load (offline, or refused by the page's policy) a plain box with the
 * place name and the link stands in its place.
 */
function PlaceOfOrigin({ farmer }: { farmer: MarketFarmerDetail }) {
  const geo = farmer.place_of_origin_geo;
  const embedAvailable = useEmbedAvailable(LISTING_MAP_EMBED_ORIGIN);
  if (geo === null) return <>{farmer.place_of_origin}</>;
  const link = (
    <Link href={listingMapViewUrl(geo)} target="_blank" rel="noopener noreferrer" variant="body2">
      {MARKET_LISTING_TEXTS.viewOnMap}
    </Link>
  );
  if (!embedAvailable) {
    return (
      <Box
        role="note"
        aria-label={MARKET_LISTING_TEXTS.mapUnavailable}
        sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'action.hover' }}
      >
        <Typography variant="body2" sx={{ fontWeight: 700 }}>
          {farmer.place_of_origin}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {MARKET_LISTING_TEXTS.mapUnavailable}
        </Typography>
        {link}
      </Box>
    );
  }
  return (
    <>
      <Typography variant="body2">{farmer.place_of_origin}</Typography>
      <Box
        component="iframe"
        src={listingMapEmbedUrl(geo)}
        title={farmer.place_of_origin}
        loading="lazy"
        referrerPolicy="no-referrer"
        sx={{ display: 'block', width: '100%', height: MAP_HEIGHT, border: 1, borderColor: 'divider', borderRadius: 1, mt: 1 }}
      />
      {link}
    </>
  );
}

export interface FarmerDetailProps {
  loan: Pick<MarketLoanDetail, 'serial' | 'amount_investable' | 'can_invest' | 'is_own'>;
  farmer: MarketFarmerDetail;
}

/**
 * A farmer loan's section of the detail: how the produce is grown and sold, where it comes from
 * (with a map when the place has coordinates), how the loan repays (money or produce), the photos
 * of the produce and collaterals, and the commodity sets a lender can buy.
 */
export function FarmerDetail({ loan, farmer }: FarmerDetailProps) {
  return (
    <Box component="section" aria-labelledby="farmer-detail-title" sx={{ mt: 3 }}>
      <Typography id="farmer-detail-title" component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        {T.farmerTitle}
      </Typography>
      <Table size="small">
        <TableBody>
          {(
            [
              [T.produceSituation, <Box key="produce" sx={{ whiteSpace: 'pre-line' }}>{farmer.produce_situation}</Box>],
              [T.placeOfOrigin, <PlaceOfOrigin key="place" farmer={farmer} />],
              [MARKET_LISTING_TEXTS.repaymentForm, PAYMENT_IN_GOODS_LABELS[farmer.payment_in_goods]],
            ] as const
          ).map(([label, value]) => (
            <TableRow key={label}>
              <TableCell component="th" scope="row" sx={{ width: '40%', color: 'text.secondary', verticalAlign: 'top' }}>
                {label}
              </TableCell>
              <TableCell>{value}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {farmer.farm && (
        <Link component={RouterLink} to={farmPagePath(farmer.farm.no, farmer.farm.key)} variant="body2" sx={{ display: 'inline-block', mt: 1 }}>
          {FARM_TEXTS.viewFarm}（{farmer.farm.name}）
        </Link>
      )}
      {farmer.gallery.length > 0 && <LoanGallery images={farmer.gallery} />}
      {farmer.loan_commodity_sets.length > 0 && <CommoditySets loan={loan} sets={farmer.loan_commodity_sets} />}
    </Box>
  );
}
