// The Data Saver switch (issue 22): kept on this phone, on by default when the browser asks to save data.
import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { setDataSaver, useDataSaver } from '../../lib/data-saver.js';

export function DataSaverToggle() {
  const on = useDataSaver();
  const { t } = useLingui();
  const hintId = useId();
  return (
    <div className="grid gap-1">
      <label className="inline-flex min-h-[44px] cursor-pointer items-center gap-2 text-sm font-medium">
        <input
          type="checkbox"
          className="h-5 w-5 accent-green-700"
          checked={on}
          aria-describedby={hintId}
          onChange={(e) => setDataSaver(e.target.checked)}
        />
        {t`Data Saver`}
      </label>
      <p id={hintId} className="text-xs text-slate-600">
        {t`Photos show as initials until you tap them, the map loads only when you open it, and results come 10 at a time.`}
      </p>
    </div>
  );
}
