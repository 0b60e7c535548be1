// The pages of the work itself (issues 33 and 34): bookings, the visits of both parties, paying and tipping, her
// earnings. Each loads on demand, so none of them adds to the landing's or the accept-a-hire path's JavaScript.
import { Route } from 'wouter';
import { BOOKINGS_PAGE_PATHS } from '../../shared/page-paths.js';
import { lazyWithQueries } from '../lib/lazy-with-queries.js';
import { loadEarningsPage, loadMyWeekPage, loadPaymentsPage, loadVisitsPage } from './early-pages.js';

const MyWeekPage = lazyWithQueries(loadMyWeekPage);
const VisitsPage = lazyWithQueries(loadVisitsPage);
const BookWorkerPage = lazyWithQueries(() => import('../pages/book-worker.js'));
// Money (issue 34): her earnings; the household's payments, paying a visit or weeks ahead, and tipping.
const EarningsPage = lazyWithQueries(loadEarningsPage);
const PaymentsPage = lazyWithQueries(loadPaymentsPage);
const PayVisitPage = lazyWithQueries(() => import('../pages/pay-visit.js'));
const PayAheadPage = lazyWithQueries(() => import('../pages/pay-ahead.js'));

/** Their routes, placed inside the app's Switch (which reads a fragment's routes as its own). */
export const workRoutes = (
  <>
    <Route path="/worker/:id/book" component={BookWorkerPage} />
    <Route path={BOOKINGS_PAGE_PATHS.worker} component={MyWeekPage} />
    <Route path={BOOKINGS_PAGE_PATHS.employer} component={VisitsPage} />
    <Route path="/earnings" component={EarningsPage} />
    <Route path="/payments" component={PaymentsPage} />
    <Route path="/bookings/:id/visits/:visitId/pay" component={PayVisitPage} />
    <Route path="/bookings/:id/pay-ahead" component={PayAheadPage} />
  </>
);
