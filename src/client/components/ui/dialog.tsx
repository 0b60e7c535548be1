// Accessible modal dialog on the browser's own <dialog> (showModal): the page behind is inert, Escape and the
// backdrop close it, focus returns to where it was, labelled by its title. Not Radix Dialog: the sign-in dialog is
// on the way of a worker who accepts a hire from an SMS, and Radix's dialog with its focus, scroll-lock and portal
// parts was 13 KB of that journey (decision 0254); the browser does the same work.
import { useLingui } from '@lingui/react/macro';
import { X } from 'lucide-react';
import { type ReactNode, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
}

const FOCUSABLE = 'input:not([disabled]), select, textarea, button:not([disabled]), [href], [tabindex="0"]';

export function Dialog({ open, onOpenChange, title, description, children, footer }: DialogProps) {
  const { t } = useLingui();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  // The content mounts once the dialog is modal, so a field's autoFocus lands inside it.
  const [shown, setShown] = useState(false);
  const opener = useRef<HTMLElement | null>(null);

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      setShown(true);
    } else if (!open && dialog.open) {
      dialog.close();
      setShown(false);
    }
  }, [open]);

  // Unmounted while open (its owner drops it, as the app does the sign-in dialog on Escape): a removed <dialog>
  // leaves focus on the page's body, so the next Tab lands on 'Skip to content'. Focus goes back to what opened
  // it, as close() does (issue 32). A passive effect: its cleanup runs once the dialog has left the page.
  useEffect(
    () => () => {
      const back = opener.current;
      const lost = document.activeElement === null || document.activeElement === document.body;
      if (back?.isConnected && lost) back.focus();
    },
    [],
  );

  // As Radix did: without a field that asked for focus, the first control gets it.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!shown || !dialog) return;
    const active = document.activeElement;
    if (active && active !== dialog && dialog.contains(active)) return;
    dialog.querySelector<HTMLElement>(FOCUSABLE)?.focus();
  }, [shown]);

  if (!open && !shown) return null;
  return createPortal(
    // biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop's click has its keyboard twin in Escape (onCancel)
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={(event) => {
        // The owner decides (a dialog may stay open while its action runs).
        event.preventDefault();
        onOpenChange(false);
      }}
      onClose={() => {
        // Closed by the browser itself (Escape pressed twice): tell the owner.
        if (open) onOpenChange(false);
      }}
      onClick={(event) => {
        // Only the backdrop is the <dialog> itself: the content fills it.
        if (event.target === event.currentTarget) onOpenChange(false);
      }}
      className="m-auto max-h-[92vh] w-[calc(100%-1.5rem)] max-w-md overflow-y-auto rounded-xl bg-white p-0 text-slate-900 shadow-xl backdrop:bg-black/50"
    >
      {shown ? (
        <div className="relative grid gap-4 p-5">
          <h2 id={titleId} className="pr-8 text-lg font-semibold">
            {title}
          </h2>
          {description ? (
            <p id={descriptionId} className="text-sm text-slate-600">
              {description}
            </p>
          ) : null}
          {children}
          {footer ? (
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">{footer}</div>
          ) : null}
          <button
            type="button"
            aria-label={t`Close`}
            onClick={() => onOpenChange(false)}
            className="absolute right-3 top-3 rounded p-2 text-slate-600 hover:bg-slate-100"
          >
            <X size={18} aria-hidden="true" />
          </button>
        </div>
      ) : null}
    </dialog>,
    document.body,
  );
}
