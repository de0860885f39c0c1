import { Route, Routes } from 'react-router-dom';
import { FundingErrorPage } from './FundingErrorPage';
import { FundingFillPage } from './FundingFillPage';
import { FundingMarketPage } from './FundingMarketPage';
import { FundingOrderCompletePage } from './FundingOrderCompletePage';
import { FundingProjectPage } from './FundingProjectPage';
import { RequireLevel } from '../../app/RequireLevel';

/**
 * The funding market's pages under /funding/market-place, one chunk loaded when the first of them
 * renders (App.tsx registers this one route). The place-order and order-complete pages need a
 * signed-in member; the ladder beyond is checked by the invest panel and the API.
 */
export function FundingPages() {
  return (
    <Routes>
      <Route index element={<FundingMarketPage />} />
      <Route path="project/:serial" element={<FundingProjectPage />} />
      <Route path="project/:serial/place-order" element={<RequireLevel level="full"><FundingFillPage /></RequireLevel>} />
      <Route path="order-complete/:orderSerial" element={<RequireLevel level="login"><FundingOrderCompletePage /></RequireLevel>} />
      <Route path="error" element={<FundingErrorPage />} />
    </Routes>
  );
}
