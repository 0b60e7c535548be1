// Renders the toast store: 5 s by default (paused while pointed at or focused), a close button, swipe right past
// 50 px to close, F8 focuses the list. Written for the app rather than on Radix Toast: the toasts are what a worker
// sees on the way to accepting a hire from an SMS, and Radix's toast and its shared parts were 8 KB of that
// journey's download (decision 0254).
import { useLingui } from '@lingui/react/macro';
import { X } from 'lucide-react';
import { type PointerEvent, useEffect, useRef, useState } from 'react';
import { TOAST_DURATION_MS } from '../../../shared/constants.js';
import { dismiss, type ToastData, useToast } from './use-toast.js';

const SWIPE_THRESHOLD_PX = 50;
const ANNOUNCE_DELAY_MS = 50;

function ToastItem({ toast, paused }: { toast: ToastData; paused: boolean }) {
  const { t } = useLingui();
  const [offset, setOffset] = useState(0);
  const swipeStart = useRef<number | null>(null);
  const duration = toast.duration ?? TOAST_DURATION_MS;
  // The live region is in the page, empty, before its text arrives: screen readers announce a change to a region
  // they already know, not a region that appears with its text.
  const [filled, setFilled] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setFilled(true), ANNOUNCE_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  // The remaining time restarts when the pause ends, as Radix did: a toast is never gone while it is being read.
  useEffect(() => {
    if (!toast.open || paused || !Number.isFinite(duration)) return;
    const timer = setTimeout(() => dismiss(toast.id), duration);
    return () => clearTimeout(timer);
  }, [toast.open, toast.id, paused, duration]);

  if (!toast.open) return null;
  const onPointerUp = () => {
    if (offset > SWIPE_THRESHOLD_PX) dismiss(toast.id);
    swipeStart.current = null;
    setOffset(0);
  };
  return (
    <div
      role="status"
      aria-atomic="true"
      style={offset ? { transform: `translateX(${offset}px)` } : undefined}
      onPointerDown={(event: PointerEvent) => {
        swipeStart.current = event.clientX;
      }}
      onPointerMove={(event: PointerEvent) => {
        if (swipeStart.current !== null) setOffset(Math.max(0, event.clientX - swipeStart.current));
      }}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
      className={`pointer-events-auto relative flex w-full touch-pan-y items-start justify-between gap-3 rounded-lg border p-4 pr-8 shadow-lg ${
        toast.variant === 'destructive'
          ? 'border-red-700 bg-red-700 text-white'
          : 'border-slate-200 bg-white text-slate-900'
      }`}
    >
      {filled ? (
        <div className="grid gap-1">
          {toast.title ? <div className="text-sm font-semibold">{toast.title}</div> : null}
          {toast.description ? <div className="text-sm opacity-90">{toast.description}</div> : null}
        </div>
      ) : null}
      <button
        type="button"
        aria-label={t`Close`}
        onClick={() => dismiss(toast.id)}
        className="absolute right-2 top-2 rounded p-1 opacity-80 hover:opacity-100"
      >
        <X size={16} aria-hidden="true" />
      </button>
    </div>
  );
}

export function Toaster() {
  const { t } = useLingui();
  const { toasts } = useToast();
  const list = useRef<HTMLElement>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'F8') list.current?.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <section
      ref={list}
      tabIndex={-1}
      aria-label={t`Notifications`}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
      className="pointer-events-none fixed bottom-0 right-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 outline-none sm:max-w-[420px]"
    >
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} paused={hovered || focused} />
      ))}
    </section>
  );
}
