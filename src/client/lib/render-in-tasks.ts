// When a state change renders, as React's scheduler decides it (decision 0391). Preact renders every change in a
// microtask of the task that made it, so a page's data arriving, a lazy part loading and each state set by the render
// before it all add up to one long task, which is blocking time on a slow phone. React renders a change made inside a
// discrete event (a click, a key, typing) before the next event, and any other change in a task of its own.
import { options } from 'preact';

/** The events whose state changes React renders at once ("discrete" in React's event priorities). */
const DISCRETE = new Set([
  'auxclick',
  'beforeinput',
  'blur',
  'cancel',
  'change',
  'click',
  'close',
  'compositionend',
  'compositionstart',
  'contextmenu',
  'copy',
  'cut',
  'dblclick',
  'dragend',
  'dragstart',
  'drop',
  'focus',
  'focusin',
  'focusout',
  'hashchange',
  'input',
  'invalid',
  'keydown',
  'keypress',
  'keyup',
  'mousedown',
  'mouseup',
  'paste',
  'pointercancel',
  'pointerdown',
  'pointerup',
  'popstate',
  'reset',
  'resize',
  'select',
  'submit',
  'touchcancel',
  'touchend',
  'touchstart',
]);

/** What the scheduler needs of the page: the event being dispatched, and where to listen for the next one. */
type Page = Pick<EventTarget, 'addEventListener' | 'removeEventListener'> & {
  readonly event?: Event | undefined;
};

/**
 * Called by the entry before the first render (a function, not a side effect of the import: the build drops those).
 * Returns the uninstaller, for the unit tests.
 */
export function installRenderInTasks(page: Page = window): () => void {
  const previous = options.debounceRendering;
  /** Preact's queue runner, when a render waits for its own task. */
  let waiting: (() => void) | null = null;
  let rendering = false;
  const run = (cb: () => void) => {
    rendering = true;
    try {
      cb();
    } finally {
      rendering = false;
    }
  };
  const runWaiting = () => {
    const cb = waiting;
    waiting = null;
    if (cb) run(cb);
  };
  // A message, not setTimeout: browsers clamp nested timeouts to 4 ms, and a message runs as soon as the task queue
  // lets it (React's scheduler does the same).
  const channel = new MessageChannel();
  channel.port1.onmessage = runWaiting;

  options.debounceRendering = (cb) => {
    const event = page.event;
    if (event && DISCRETE.has(event.type)) {
      queueMicrotask(() => run(cb));
      return;
    }
    waiting = cb;
    channel.port2.postMessage(null);
  };

  // A discrete event must find the page rendered: a handler reads the props and state of the last render, and a
  // change already made but waiting for its task would otherwise be rendered after the click or key that follows it
  // (an input task goes before a message). Preact asks for a runner only when its queue was empty, so the waiting
  // one also renders whatever the event's handlers change, unless it is run first; it is, in the capture phase.
  const flush = () => {
    if (waiting && !rendering) runWaiting();
  };
  for (const type of DISCRETE) page.addEventListener(type, flush, { capture: true, passive: true });
  return () => {
    for (const type of DISCRETE) page.removeEventListener(type, flush, { capture: true });
    channel.port1.close();
    options.debounceRendering = previous;
  };
}
