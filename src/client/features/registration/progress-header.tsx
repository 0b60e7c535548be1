// The wizard's three numbered steps: done ones ticked, the current one marked for screen readers.
import { useLingui } from '@lingui/react/macro';
import { Check } from 'lucide-react';
import { type Step, WIZARD_STEPS } from './use-registration-wizard.js';

export function ProgressHeader({ step }: { step: Step }) {
  const { t, i18n } = useLingui();
  return (
    <ol className="mb-6 grid grid-cols-3 gap-2" aria-label={t`Registration progress`}>
      {WIZARD_STEPS.map((label, i) => {
        const n = i + 1;
        const state = n < step ? 'done' : n === step ? 'current' : 'todo';
        return (
          <li
            key={label.id}
            className="flex flex-col items-center gap-1 text-center"
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <span
              className={`flex h-9 w-9 items-center justify-center rounded-full text-sm font-semibold ${
                state === 'todo' ? 'bg-slate-200 text-slate-700' : 'bg-brand-800 text-white'
              }`}
            >
              {state === 'done' ? <Check size={16} aria-label={t`Done`} /> : n}
            </span>
            <span
              className={`text-xs ${state === 'current' ? 'font-semibold text-slate-900' : 'text-slate-600'}`}
            >
              {i18n._(label)}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
