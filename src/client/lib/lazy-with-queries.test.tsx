import { renderToStringAsync } from 'preact-render-to-string';
import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { lazyWithQueries, preloadAppPage } from './lazy-with-queries.js';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

const page = (Page: ReturnType<typeof lazyWithQueries<{ name: string }>>) => (
  <Suspense fallback="loading">
    <Page name="Thandi" />
  </Suspense>
);

/** One synchronous render: what the page shows before anything it waits for has come (it throws if it suspends). */
function firstRender(Page: ReturnType<typeof lazyWithQueries<{ name: string }>>): string {
  return renderToString(page(Page));
}

describe('lazyWithQueries', () => {
  it('suspends while the page has not loaded, and shows it once it has', async () => {
    let arrive: (m: { default: typeof Greeting }) => void = () => {};
    const Page = lazyWithQueries<{ name: string }>(() => new Promise((resolve) => (arrive = resolve)), []);
    expect(() => firstRender(Page)).toThrow(/suspense/i);
    let html: string | undefined;
    const rendering = Promise.resolve(renderToStringAsync(page(Page) as never)).then((h: string) => {
      html = h;
    });
    await new Promise((r) => setTimeout(r, 20));
    expect(html).toBeUndefined();
    arrive({ default: Greeting });
    await rendering;
    expect(html).toContain('Hello Thandi');
  });

  it('renders a preloaded page at once, without suspending', async () => {
    const load = async () => ({ default: Greeting });
    preloadAppPage(load, []);
    // A new wrapper for each try: one that had suspended would show its own (by then loaded) lazy copy.
    await vi.waitFor(() => expect(firstRender(lazyWithQueries(load, []))).toContain('Hello'));
    expect(firstRender(lazyWithQueries(load, []))).not.toContain('loading');
  });
});
