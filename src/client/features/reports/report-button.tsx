// 'Report' (issue 20): the button any page puts beside what can be reported. Its dialog (the reasons, the form and
// their checks) downloads when it is opened: a profile shows two or more of these buttons and no dialog (issue 22,
// the profile's blocking time); once the page has settled it is fetched anyway, so that a report can be made offline and
// sent later (issue 32).
import { useLingui } from '@lingui/react/macro';
import { Flag } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../components/ui/button.js';
import { useKeepForOffline } from '../../lib/keep-for-offline.js';
import type { ReportTarget } from './report-dialog.js';

const loadDialog = () => import('./report-dialog.js');
const ReportDialog = lazy(async () => ({ default: (await loadDialog()).ReportDialog }));

export function ReportButton({
  target,
  label,
  size = 'sm',
}: {
  target: ReportTarget;
  /** The button's accessible name when more than one Report button is on the page ("Report this review"). */
  label?: string;
  size?: 'sm' | 'default';
}) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  useKeepForOffline('report');
  return (
    <>
      <Button variant="ghost" size={size} onClick={() => setOpen(true)} aria-label={label}>
        <Flag size={14} aria-hidden="true" /> {t`Report`}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <ReportDialog target={target} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
