import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { linguiPlugins } from './scripts/build/lingui-vite.js';
import { noReactInBundle, PREACT_ALIASES } from './scripts/build/preact-alias.js';
import { entryPreload } from './scripts/build/vite-plugin-entry-preload.js';
import { intlWarm } from './scripts/build/vite-plugin-intl-warm.js';
import { offlineForms } from './scripts/build/vite-plugin-offline-forms.js';
import { staticSite } from './scripts/build/vite-plugin-static-site.js';

export default defineConfig({
  root: 'src/client',
  publicDir: '../../public',
  resolve: { alias: PREACT_ALIASES },
  plugins: [
    ...linguiPlugins(),
    // No Fast Refresh: its runtime updates components through React's renderer, which Preact is not (decision 0390).
    // A change reloads the page in development instead.
    react({ refreshExclude: /./ }),
    tailwindcss(),
    entryPreload(),
    intlWarm(),
    offlineForms(),
    staticSite(),
    noReactInBundle(),
  ],
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2020',
    // The landing page's budget (decision 0188): no preload lists for lazy chunks in the entry (-2.5 KB; a lazy
    // page's imports are then fetched once its own chunk has arrived, one round trip later), and everything the
    // entry needs in the entry's chunk instead of six small shared ones (-1.7 KB).
    modulePreload: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'initial', tags: ['$initial'] },
            // TanStack Query in one chunk rather than seven: every page that reads data loads all of it, and
            // each chunk costs a request and compresses alone (decision 0254: the accept journey, -2 KB).
            {
              name: 'query',
              test: /node_modules[\\/]@tanstack[\\/]|src[\\/]client[\\/]lib[\\/]query-provider\.tsx$/,
            },
            // The form fields, dialog, toasts and avatar the sign-in dialog and the app pages all use: one chunk
            // instead of a dozen of under a kilobyte. Not the landing's or information pages' modules (they would
            // then download all of it).
            {
              name: 'app-ui',
              test: /src[\\/](client[\\/]components[\\/]ui[\\/](avatar|card|code-hints|code-input-field|dialog|field|form-dialog|form-fields|phone-inputs|toaster)\.tsx|client[\\/]lib[\\/](data-saver|spoken-languages|shared-message|navigation|typed-name-check)\.ts|client[\\/]features[\\/]auth[\\/](require-auth\.tsx|return-to\.ts)|shared[\\/](phone|spoken-languages|sign-in-rules|i18n[\\/]messages)\.ts)$/,
            },
            // Money formatting is on the landing page (pricing) too: kept out of app-data, which would otherwise
            // take it in as a dependency and bring that chunk, the query library and app-ui to the landing.
            { name: 'format-money', test: /src[\\/]client[\\/]lib[\\/]format-money\.ts$/ },
            // Dates (not the outbox notice's clock, format-time.ts, in the entry): the dashboard, the information
            // pages and the app pages all format them. Without a group of its own `app-pages`, which imports it, took
            // it in, and the worker dashboard then downloaded that chunk too (decision 0382).
            { name: 'format-date', test: /src[\\/]client[\\/]lib[\\/]format-date\.ts$/ },
            // The worker dashboard's data hooks and the texts and small parts it shares with other app pages
            // (the hire request's way from an SMS): one chunk instead of about a dozen. Pages that use one of
            // them get the rest, a few kilobytes on journeys well under their budgets (decision 0255). A group takes
            // in what its modules import unless another group holds it: run `npm run bench:size` after a change.
            {
              name: 'app-data',
              test: /src[\\/](client[\\/]features[\\/]((hires|payments|trust|job-posts|household)[\\/]api\.ts|household[\\/]documents\.tsx|worker-profile[\\/](own-profile\.ts|spoken-languages-picker\.tsx)|reviews[\\/]shared-toast\.ts)|client[\\/]lib[\\/](keep-for-offline|product-texts)\.ts|client[\\/]features[\\/]reviews[\\/]api\.ts|shared[\\/](schemas[\\/](review|payment|worker-phone|hire)-texts|i18n[\\/]category-labels)\.ts)$|node_modules[\\/]lucide-react[\\/].*[\\/](check|shield-check|phone)\.m?js$/,
            },
            // The icons of the sign-in dialog and the worker dashboard that the landing and information pages do
            // not show: one chunk instead of three of 0.3 KB, each with its own response (decision 0255).
            {
              name: 'app-icons',
              test: /node_modules[\\/]lucide-react[\\/].*[\\/](smartphone|message-circle|circle-check)\.m?js$/,
            },
            // The icons the landing's lazy sections share with other pages: one chunk of about 1.5 KB instead of
            // six of 0.2-0.3 KB, each compressed alone with its own import line (the landing's script budget).
            {
              name: 'shared-icons',
              test: /node_modules[\\/]lucide-react[\\/].*[\\/](star|map|badge-check|user-plus|message-square|search)\.m?js$/,
            },
            // The small parts Find Workers, a profile, the wizard and Jobs Near Me share, each under a few
            // kilobytes: one chunk of about 6 KB instead of four to seven per page. On a phone's HTTP/1.1 link each
            // response waits its turn on one of six connections and costs a round trip (decision 0364). Nothing of
            // the landing, the sign-in dialog or the worker dashboard (the hire request's way): they would then
            // download all of it. Last: a group takes in what its modules import that no group before it holds.
            {
              name: 'app-pages',
              test: /src[\\/](client[\\/](components[\\/]ui[\\/](data-saver-toggle|check-list|saved-copy-notice)\.tsx|lib[\\/](geolocation|format-rate|after-paint|lazy-resolver)\.ts|features[\\/](hires[\\/](hire-button|hire-limit-dialog)\.tsx|reports[\\/]report-button\.tsx|saved-workers[\\/]api\.ts|job-posts[\\/](labels\.ts|place-picker\.tsx)))|shared[\\/](schemas[\\/]search-sorts|i18n[\\/]availability-labels|pay[\\/](money|minimum-wage))\.ts)$|node_modules[\\/]lucide-react[\\/].*[\\/](flag|ban|eye-off|bookmark|circle-x|locate-fixed|credit-card)\.m?js$/,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:5000',
      '/files': 'http://localhost:5000',
      '/sandbox': 'http://localhost:5000',
    },
  },
});
