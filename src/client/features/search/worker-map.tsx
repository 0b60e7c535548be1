// The results map. Leaflet, its clustering plugin and their CSS are imported here, dynamically, so only pages that
// show a map download them. Markers sit on the workers' public grid positions: gold premium, green verified, grey.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type * as Leaflet from 'leaflet';
import { useEffect, useRef, useState } from 'react';
import { DEFAULT_MAP_CENTER, MARKER_COLOURS } from '../../../shared/constants.js';
import { categoryLabel } from '../../../shared/i18n/category-labels.js';
import type { WorkerSearchItem } from '../../../shared/schemas/search.js';
import { NEW_WORKER_LABEL, ratingSummary } from '../../lib/format-rate.js';
import { i18n, translate } from '../../lib/i18n.js';
import { useMapConfig } from './api.js';

type LeafletModule = typeof Leaflet;

const FILL: Record<string, string> = { gold: '#d4a017', green: '#16a34a', grey: '#6b7280' };

/** The legend under the map: what each marker colour means, in words (issue 16: not colour alone). */
const MAP_LEGEND: { colour: string; label: MessageDescriptor }[] = [
  { colour: MARKER_COLOURS.premium, label: msg`Premium (gold)` },
  { colour: MARKER_COLOURS.verified, label: msg`Verified (green)` },
  { colour: MARKER_COLOURS.basic, label: msg`Basic (grey)` },
];
const CLUSTER_WORKERS = msg`workers`;
const VIEW_PROFILE = msg`View Profile`;
const MAP_LABEL = msg`Map of {count} workers. Marker colours: gold premium, green verified, grey others.`;

/** One neutral colour for every cluster, so a group of workers never reads as a tier (the plugin's default
 * green, yellow and orange did). */
function clusterIcon(L: LeafletModule, cluster: Leaflet.MarkerCluster): Leaflet.DivIcon {
  const n = cluster.getChildCount();
  return L.divIcon({
    html: `<span>${n}<span class="sr-only"> ${escapeHtml(i18n._(CLUSTER_WORKERS))}</span></span>`,
    className: 'worker-cluster',
    iconSize: L.point(36, 36),
  });
}

function popupHtml(w: WorkerSearchItem): string {
  const rated = ratingSummary(w);
  const rating = rated ? `★ ${rated.rating} (${rated.reviews})` : i18n._(NEW_WORKER_LABEL);
  return (
    `<strong>${escapeHtml(w.fullName)}</strong><br>${escapeHtml(
      w.skills
        .slice(0, 2)
        .map((s) => i18n._(categoryLabel(s)))
        .join(', '),
    )}<br>` +
    `<span class="worker-popup-rating">${escapeHtml(rating)}</span><br>` +
    `<a href="/worker/${w.id}" data-worker-id="${w.id}">${escapeHtml(i18n._(VIEW_PROFILE))}</a>`
  );
}

async function loadLeaflet(): Promise<LeafletModule> {
  const [leaflet] = await Promise.all([
    import('leaflet'),
    import('leaflet/dist/leaflet.css'),
    import('leaflet.markercluster/dist/MarkerCluster.css'),
    import('leaflet.markercluster/dist/MarkerCluster.Default.css'),
  ]);
  const L = (leaflet.default ?? leaflet) as LeafletModule;
  // The clustering plugin is a UMD script that extends a global L.
  (window as unknown as { L: LeafletModule }).L = L;
  await import('leaflet.markercluster');
  return L;
}

// Safari has no requestIdleCallback; a timeout after the current work is the usual stand-in.
const whenIdle = (fn: () => void): number =>
  typeof window.requestIdleCallback === 'function'
    ? window.requestIdleCallback(fn, { timeout: 2000 })
    : window.setTimeout(fn, 200);
const cancelIdle = (id: number): void =>
  typeof window.cancelIdleCallback === 'function' ? window.cancelIdleCallback(id) : window.clearTimeout(id);

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

export interface WorkerMapProps {
  center: { lat: number; lng: number } | null;
  radiusKm: number;
  workers: WorkerSearchItem[];
  onOpenWorker: (id: string) => void;
}

export default function WorkerMap({ center, radiusKm, workers, onOpenWorker }: WorkerMapProps) {
  // Subscribes the legend to a language switch (the same instance as the module's).
  const { i18n } = useLingui();
  const el = useRef<HTMLElement>(null);
  const map = useRef<Leaflet.Map | null>(null);
  const layers = useRef<{ cluster: Leaflet.MarkerClusterGroup; circle: Leaflet.Circle | null } | null>(null);
  const [L, setL] = useState<LeafletModule | null>(null);
  const [failed, setFailed] = useState(false);
  const config = useMapConfig();
  const openRef = useRef(onOpenWorker);
  openRef.current = onOpenWorker;

  // Leaflet (about 50 KB gzip and a long task to evaluate) waits until the map box is near the screen and the
  // browser is idle, so it never competes with the page's first render for the main thread.
  useEffect(() => {
    const box = el.current;
    if (!box) return;
    let cancelled = false;
    let idle: number | null = null;
    const start = () => {
      loadLeaflet().then(
        (mod) => !cancelled && setL(mod),
        () => !cancelled && setFailed(true),
      );
    };
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        idle = whenIdle(start);
      },
      { rootMargin: '200px' },
    );
    observer.observe(box);
    return () => {
      cancelled = true;
      observer.disconnect();
      if (idle !== null) cancelIdle(idle);
    };
  }, []);

  useEffect(() => {
    if (!L || !el.current || !config.data || map.current) return;
    const m = L.map(el.current, { scrollWheelZoom: false }).setView(
      [DEFAULT_MAP_CENTER.lat, DEFAULT_MAP_CENTER.lng],
      DEFAULT_MAP_CENTER.zoom,
    );
    L.tileLayer(config.data.tileUrl, { attribution: config.data.tileAttribution, maxZoom: 19 }).addTo(m);
    const cluster = L.markerClusterGroup({
      showCoverageOnHover: false,
      maxClusterRadius: 40,
      iconCreateFunction: (c) => clusterIcon(L, c),
    });
    m.addLayer(cluster);
    // Popups hold plain links; route them through the app's router instead of a full page load.
    el.current.addEventListener('click', (e) => {
      const link = (e.target as HTMLElement).closest<HTMLAnchorElement>('a[data-worker-id]');
      if (link) {
        e.preventDefault();
        openRef.current(link.dataset.workerId as string);
      }
    });
    map.current = m;
    layers.current = { cluster, circle: null };
    return () => {
      m.remove();
      map.current = null;
      layers.current = null;
    };
  }, [L, config.data]);

  useEffect(() => {
    const m = map.current;
    const l = layers.current;
    if (!L || !m || !l) return;
    l.cluster.clearLayers();
    if (l.circle) {
      l.circle.remove();
      l.circle = null;
    }
    if (center) {
      l.circle = L.circle([center.lat, center.lng], {
        radius: radiusKm * 1000,
        color: '#15803d',
        weight: 1,
        fillOpacity: 0.05,
      }).addTo(m);
      m.fitBounds(l.circle.getBounds(), { padding: [8, 8] });
    }
    const markers = workers.map((w) => {
      const colour = MARKER_COLOURS[w.tierLevel];
      const marker = L.circleMarker([Number(w.latitude), Number(w.longitude)], {
        radius: 9,
        color: '#1f2937',
        weight: 1,
        fillColor: FILL[colour] ?? FILL.grey,
        fillOpacity: 0.95,
        className: `worker-marker worker-marker-${colour}`,
      });
      marker.bindPopup(popupHtml(w));
      return marker;
    });
    l.cluster.addLayers(markers);
  }, [L, center, radiusKm, workers, config.data]);

  return (
    <div className="grid gap-2">
      {/* isolate: Leaflet's panes (z-index 400+) must stay under the sticky navigation bar. */}
      <div className="relative isolate h-96 w-full overflow-hidden rounded-xl border border-slate-200 bg-slate-100">
        <section
          ref={el}
          className="h-full w-full"
          aria-label={translate(MAP_LABEL, { count: workers.length })}
          data-testid="worker-map"
          data-marker-count={workers.length}
        />
        {!L && !failed ? (
          <p className="absolute inset-0 flex items-center justify-center text-sm text-slate-600">
            <Trans>Loading map…</Trans>
          </p>
        ) : null}
        {failed ? (
          <p className="absolute inset-0 flex items-center justify-center text-sm text-slate-600">
            <Trans>The map could not be loaded. The list below still shows every worker.</Trans>
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-700">
        <p id="map-legend" className="text-sm font-medium">
          <Trans>Marker colours:</Trans>
        </p>
        <ul aria-labelledby="map-legend" className="flex flex-wrap gap-x-4 gap-y-1" data-testid="map-legend">
          {MAP_LEGEND.map((item) => (
            <li key={item.colour} className="inline-flex items-center gap-1.5">
              <span
                aria-hidden="true"
                className="inline-block h-3.5 w-3.5 rounded-full border border-slate-800"
                style={{ backgroundColor: FILL[item.colour] }}
              />
              {i18n._(item.label)}
            </li>
          ))}
          <li className="inline-flex items-center gap-1.5">
            <span aria-hidden="true" className="worker-cluster-swatch" />
            <Trans>Number: a group of workers (zoom in)</Trans>
          </li>
        </ul>
      </div>
    </div>
  );
}
