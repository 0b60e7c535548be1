// List first (issue 22): the results map, its code (Leaflet, about 50 KB) and its tiles load only when the person
// opens it. The choice is kept on this phone; with Data Saver on the map stays closed until opened again.
import { useLingui } from '@lingui/react/macro';
import { Map as MapIcon } from 'lucide-react';
import { lazy, Suspense, useId, useState } from 'react';
import { Button } from '../../components/ui/button.js';
import type { WorkerMapProps } from './worker-map.js';

const WorkerMap = lazy(() => import('./worker-map.js'));
const KEY = 'wl.showMap';

function rememberedOpen(dataSaver: boolean): boolean {
  if (dataSaver) return false;
  try {
    return window.localStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
}

export function MapPanel({ dataSaver, ...mapProps }: WorkerMapProps & { dataSaver: boolean }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(() => rememberedOpen(dataSaver));
  const id = useId();
  const toggle = () => {
    const next = !open;
    setOpen(next);
    try {
      window.localStorage.setItem(KEY, next ? '1' : '0');
    } catch {
      // remembered for this visit only
    }
  };
  return (
    <section aria-label={t`Map`} className="grid gap-2">
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="outline" aria-expanded={open} aria-controls={id} onClick={toggle}>
          <MapIcon size={16} aria-hidden="true" />
          {open ? t`Hide map` : t`Show map`}
        </Button>
        {open ? null : (
          <p className="text-sm text-slate-600">{t`The map uses more data: it loads when you open it.`}</p>
        )}
      </div>
      <div id={id}>
        {open ? (
          <Suspense
            fallback={
              <div
                className="h-96 w-full rounded-xl border border-slate-200 bg-slate-100"
                aria-hidden="true"
              />
            }
          >
            <WorkerMap {...mapProps} />
          </Suspense>
        ) : null}
      </div>
    </section>
  );
}
