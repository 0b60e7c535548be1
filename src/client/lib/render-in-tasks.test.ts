// When Preact's queued renders run: in a task of their own, unless a discrete event made them. The page is an
// EventTarget whose `event` the test sets as a browser sets `window.event` while it dispatches; the journeys run the
// same scheduler in Chromium.
import { options } from 'preact';
import { afterEach, describe, expect, it } from 'vitest';
import { installRenderInTasks } from './render-in-tasks.js';

class FakePage extends EventTarget {
  event: Event | undefined;
  /** Dispatches as a browser does: `event` is the event while its listeners run. */
  fire(type: string): void {
    const event = new Event(type);
    this.event = event;
    try {
      this.dispatchEvent(event);
    } finally {
      this.event = undefined;
    }
  }
}

const microtasks = () => new Promise<void>((resolve) => queueMicrotask(resolve));
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

let uninstall: (() => void) | undefined;
afterEach(() => {
  uninstall?.();
  uninstall = undefined;
});

function install(page: FakePage) {
  uninstall = installRenderInTasks(page);
  const schedule = options.debounceRendering;
  if (!schedule) throw new Error('not installed');
  return schedule;
}

describe('render in tasks', () => {
  it('renders a change made outside an event in a later task, not in a microtask of this one', async () => {
    const schedule = install(new FakePage());
    const runs: string[] = [];
    schedule(() => runs.push('render'));
    await microtasks();
    await microtasks();
    expect(runs).toEqual([]);
    await nextTask();
    expect(runs).toEqual(['render']);
  });

  it('renders a change made by a click or a key before the next event, in a microtask', async () => {
    const page = new FakePage();
    const schedule = install(page);
    const runs: string[] = [];
    page.addEventListener('click', () => schedule(() => runs.push('click')));
    page.addEventListener('input', () => schedule(() => runs.push('input')));
    page.fire('click');
    await microtasks();
    expect(runs).toEqual(['click']);
    page.fire('input');
    await microtasks();
    expect(runs).toEqual(['click', 'input']);
  });

  it('treats a non-discrete event (a message, a scroll) as outside an event', async () => {
    const page = new FakePage();
    const schedule = install(page);
    const runs: string[] = [];
    page.addEventListener('scroll', () => schedule(() => runs.push('scroll')));
    page.fire('scroll');
    await microtasks();
    expect(runs).toEqual([]);
    await nextTask();
    expect(runs).toEqual(['scroll']);
  });

  it('renders a waiting change before a discrete event reaches its handlers, and only once', async () => {
    const page = new FakePage();
    const schedule = install(page);
    const runs: string[] = [];
    schedule(() => runs.push('data'));
    page.addEventListener('click', () => runs.push(`handler saw ${runs.length} render(s)`));
    page.fire('click');
    expect(runs).toEqual(['data', 'handler saw 1 render(s)']);
    await nextTask();
    expect(runs).toEqual(['data', 'handler saw 1 render(s)']);
  });

  it('does not run a waiting render inside one that is running (a focus set by a render)', async () => {
    const page = new FakePage();
    const schedule = install(page);
    const runs: string[] = [];
    page.addEventListener('click', () =>
      schedule(() => {
        runs.push('click render');
        schedule(() => runs.push('late'));
        page.fire('focusin');
        runs.push('click render done');
      }),
    );
    page.fire('click');
    await microtasks();
    expect(runs).toEqual(['click render', 'click render done']);
    await nextTask();
    expect(runs).toEqual(['click render', 'click render done', 'late']);
  });

  it('gives back the previous scheduler when uninstalled', () => {
    const before = options.debounceRendering;
    install(new FakePage());
    expect(options.debounceRendering).not.toBe(before);
    uninstall?.();
    uninstall = undefined;
    expect(options.debounceRendering).toBe(before);
  });
});
