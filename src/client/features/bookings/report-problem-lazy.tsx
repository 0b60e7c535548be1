// The report-a-problem dialog, downloaded when it opens, or once the page is idle (the pages that show it call
// useKeepForOffline(loadReportProblemDialog)) so that it opens offline: its check is the server's zod schema, which
// My Week's and the visits' first render do without (issue 32 item 22).
import { type ComponentProps, lazy, Suspense } from 'react';

export const loadReportProblemDialog = () => import('./report-problem-dialog.js');
const Dialog = lazy(async () => ({ default: (await loadReportProblemDialog()).ReportProblemDialog }));

export function ReportProblemDialog(props: ComponentProps<typeof Dialog>) {
  return (
    <Suspense fallback={null}>
      <Dialog {...props} />
    </Suspense>
  );
}
