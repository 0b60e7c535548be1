// The report-a-problem dialog, downloaded when it opens, or once the page has settled (the pages that show it call
// useKeepForOffline('reportProblem')) so that it opens offline: its check is the server's zod schema, which
// My Week's and the visits' first render do without (issue 32 item 22).
import { type ComponentProps, lazy, Suspense } from 'react';

const Dialog = lazy(async () => ({
  default: (await import('./report-problem-dialog.js')).ReportProblemDialog,
}));

export function ReportProblemDialog(props: ComponentProps<typeof Dialog>) {
  return (
    <Suspense fallback={null}>
      <Dialog {...props} />
    </Suspense>
  );
}
