import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { lazyWithQueries, preloadAppPage } from './lazy-with-queries.js';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

/** One synchronous render: what the page shows before anything it waits for has come. */
function firstRender(Page: ReturnType<typeof lazyWithQueries<{ name: string }>>): string {
  return renderToString(
    <Suspense fallback="loading">
      <Page name="Thandi" />
    </Suspense>,
  );
}

describe('lazyWithQueries', () => {
  it('suspends while the page has not loaded', () => {
    const Page = lazyWithQueries(async () => ({ default: Greeting }), []);
    expect(firstRender(Page)).toContain('loading');
  });

  it('renders a preloaded page at once, without showing the fallback (React would hold its content back)', async () => {
    const load = async () => ({ default: Greeting });
    preloadAppPage(load, []);
    // A new wrapper for each try: one that had suspended would show its own (by then loaded) lazy copy.
    await vi.waitFor(() => expect(firstRender(lazyWithQueries(load, []))).toContain('Hello'));
    expect(firstRender(lazyWithQueries(load, []))).not.toContain('loading');
  });
});
