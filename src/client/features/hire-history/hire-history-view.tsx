// The hire history page (issue 18): the subscriber's figures and every hire; the offer for everyone else.
import { Trans, useLingui } from '@lingui/react/macro';
import { Spinner } from '../../components/ui/spinner.js';
import { useEmployerAnalytics } from './api.js';
import { HiresList } from './hires-list.js';
import { HistoryCharts } from './history-charts.js';
import { HistoryOffer } from './history-offer.js';
import { JobsList } from './jobs-list.js';

export function HireHistoryView() {
  const { t } = useLingui();
  const analytics = useEmployerAnalytics();
  return (
    <div className="mx-auto grid max-w-5xl gap-6 px-4 py-8">
      <header>
        <h1 className="text-2xl font-bold">
          <Trans>Hire history</Trans>
        </h1>
        <p className="text-slate-600">
          <Trans>Your hires and how they went, with the figures of the last twelve months.</Trans>
        </p>
      </header>
      {analytics.isLoading ? (
        <Spinner label={t`Loading your hire history`} />
      ) : analytics.isError ? (
        <p role="alert" className="text-red-700">
          <Trans>Could not load your hire history. Please try again.</Trans>
        </p>
      ) : analytics.data ? (
        <>
          <HistoryCharts data={analytics.data} />
          <HiresList hires={analytics.data.hires} />
          <JobsList jobs={analytics.data.jobs} />
        </>
      ) : (
        <HistoryOffer />
      )}
    </div>
  );
}
