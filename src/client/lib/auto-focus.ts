// `autoFocus` as React does it: the element is focused when it mounts. Preact (decision 0390) only sets the HTML
// attribute, which a browser honours while the page loads and when a modal dialog opens, not for a field that appears
// later, such as the code field when "Send code" is asked a second time.
import { options, type VNode } from 'preact';

/** Elements already focused for their `autoFocus`: a re-render gives the element a new ref, not a new focus. */
const focused = new WeakSet<Element>();

type Ref = ((el: Element | null) => void) | { current: Element | null } | null | undefined;

/** Called by the entry before the first render (a function, not a side effect of the import: the build drops those). */
export function installAutoFocus(): void {
  const previous = options.vnode;
  options.vnode = (vnode: VNode) => {
    const props = vnode.props as { autoFocus?: unknown } | null;
    if (typeof vnode.type === 'string' && props?.autoFocus) {
      const own = vnode.ref as Ref;
      (vnode as { ref: Ref }).ref = (el) => {
        if (typeof own === 'function') own(el);
        else if (own) own.current = el;
        if (el instanceof HTMLElement && !focused.has(el)) {
          focused.add(el);
          // After the render: a ref is set before a new subtree is attached to the page, and a detached element
          // takes no focus.
          queueMicrotask(() => {
            if (el.isConnected) el.focus();
          });
        }
      };
    }
    previous?.(vnode);
  };
}
