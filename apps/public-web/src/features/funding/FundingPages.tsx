import { matchPath, useParams } from 'react-router-dom';
import { FundingErrorPage } from './FundingErrorPage';
import { FundingFillPage } from './FundingFillPage';
import { FundingMarketPage } from './FundingMarketPage';
import { FundingOrderCompletePage } from './FundingOrderCompletePage';
import { FundingProjectPage } from './FundingProjectPage';
import { NotFoundPage } from '../errors/NotFoundPage';

/**
 * The funding market's pages under /funding/market-place, one chunk loaded when the first of them
 * renders: App.tsx registers the one route funding/market-place/*, and the rest of the path picks
 * the page here (the first page's router code stays as it was). The place-order and order-complete
 * pages read what only a member may: the API's ladder refusals send the member where the level is
 * completed.
 */
export function FundingPages() {
  const rest = `/${useParams()['*'] ?? ''}`.replace(/\/+$/, '') || '/';
  if (rest === '/') return <FundingMarketPage />;
  if (rest === '/error') return <FundingErrorPage />;
  const fill = matchPath('/project/:serial/place-order', rest);
  if (fill) return <FundingFillPage serial={fill.params.serial ?? ''} />;
  const project = matchPath('/project/:serial', rest);
  if (project) return <FundingProjectPage serial={project.params.serial ?? ''} />;
  const complete = matchPath('/order-complete/:orderSerial', rest);
  if (complete) return <FundingOrderCompletePage orderSerial={complete.params.orderSerial ?? ''} />;
  return <NotFoundPage />;
}
