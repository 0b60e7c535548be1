// What goes with every one-time-code entry: the development code shown when the server hands one back, and the
// resend cooldown. Apart from code-entry.tsx (react-hook-form), so the sign-in dialog can show them without it.
import { Trans } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { Button } from './button.js';

/** Outside production the server returns the code it sent, so a tester can sign in without a phone. */
export function DevelopmentCode({ code }: { code: string | null | undefined }) {
  if (!code) return null;
  return (
    <div
      role="status"
      className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-slate-900"
    >
      <Trans>
        Development mode: your code is{' '}
        <strong data-testid="development-otp" className="font-mono text-base tracking-widest">
          {code}
        </strong>
      </Trans>
    </div>
  );
}

/** Seconds left until `until` (a Date.now() time), ticking once a second; 0 once it has passed. */
function useSecondsUntil(until: number): number {
  const left = () => Math.max(0, Math.ceil((until - Date.now()) / 1000));
  const [seconds, setSeconds] = useState(left);
  useEffect(() => {
    setSeconds(left());
    if (until <= Date.now()) return;
    const timer = setInterval(() => {
      const next = left();
      setSeconds(next);
      if (next === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [until]);
  return seconds;
}

/**
 * Under a code entry: while the resend cooldown runs, how long until a new code may be asked for; then 'Resend
 * code'. The code already sent stays valid meanwhile.
 */
export function ResendCode({
  resendAt,
  sending,
  onResend,
}: {
  /** Date.now() time from which the server accepts another send to this number. */
  resendAt: number;
  sending: boolean;
  onResend: () => void;
}) {
  const seconds = useSecondsUntil(resendAt);
  if (seconds > 0) {
    return (
      <p className="text-sm text-slate-600" data-testid="resend-wait">
        <Trans>Didn't get it? You can ask for a new code in {seconds} s.</Trans>
      </p>
    );
  }
  return (
    <Button variant="ghost" onClick={onResend} disabled={sending}>
      {sending ? <Trans>Sending...</Trans> : <Trans>Resend code</Trans>}
    </Button>
  );
}
