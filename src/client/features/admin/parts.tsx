// Pieces every console section uses: the search box, the error line, the empty state, the reason dialog and the
// pager of a long list.
import { useLingui } from '@lingui/react/macro';
import { Search } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { ADMIN_MESSAGES, ADMIN_REASON_MAX } from '../../../shared/schemas/admin.js';
import { Button } from '../../components/ui/button.js';
import { Input } from '../../components/ui/field.js';
import { FormDialog } from '../../components/ui/form-dialog.js';
import { TextareaField } from '../../components/ui/form-fields.js';
import { serverMessage } from '../../lib/api.js';
import { useSharedMessage } from '../../lib/shared-message.js';

/** A search box that searches on submit (each search of people is audited, so not on every key). */
export function SearchBox({
  label,
  placeholder,
  initial = '',
  onSearch,
}: {
  label: string;
  placeholder?: string;
  /** What the box holds when the section opens from a link (`?q=`). */
  initial?: string;
  onSearch: (q: string) => void;
}) {
  const { t } = useLingui();
  const id = useId();
  const [value, setValue] = useState(initial);
  return (
    <form
      className="flex items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(value.trim());
      }}
    >
      <div className="grid flex-1 gap-1">
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          {label}
        </label>
        <Input
          id={id}
          type="search"
          value={value}
          placeholder={placeholder}
          onChange={(e) => setValue(e.target.value)}
        />
      </div>
      <Button type="submit">
        <Search size={16} aria-hidden="true" /> {t`Search`}
      </Button>
    </form>
  );
}

export function LoadError({ error }: { error: unknown }) {
  const { t } = useLingui();
  const translate = useSharedMessage();
  return (
    <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
      {translate(serverMessage(error)) ?? t`Could not load this. Please try again.`}
    </p>
  );
}

export function Empty({ children }: { children: ReactNode }) {
  return <p className="rounded-lg bg-slate-50 p-6 text-center text-slate-700">{children}</p>;
}

/**
 * Asks for the reason of an action (suspend, hide, refund, resolve) and runs it. The server's refusal stays in the
 * dialog; success closes it.
 */
export function ReasonDialog({
  title,
  description,
  label,
  submitLabel,
  optional = false,
  destructive = true,
  onSubmit,
  onClose,
  children,
}: {
  title: string;
  description?: string;
  label: string;
  submitLabel: string;
  optional?: boolean;
  destructive?: boolean;
  onSubmit: (reason: string) => Promise<unknown>;
  onClose: () => void;
  children?: ReactNode;
}) {
  const { t } = useLingui();
  const translate = useSharedMessage();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  const submit = async () => {
    if (!optional && !reason.trim()) return setError(translate(ADMIN_MESSAGES.reasonRequired));
    setPending(true);
    try {
      await onSubmit(reason.trim());
      onClose();
    } catch (err) {
      setError(translate(serverMessage(err)) ?? t`Something went wrong. Please try again.`);
    } finally {
      setPending(false);
    }
  };
  return (
    <FormDialog
      title={title}
      description={description}
      submitLabel={submitLabel}
      pendingLabel={t`Saving...`}
      pending={pending}
      destructive={destructive}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      {children}
      <TextareaField
        label={label}
        required={!optional}
        maxLength={ADMIN_REASON_MAX}
        value={reason}
        error={error}
        onChange={(event) => {
          setReason(event.target.value);
          setError(undefined);
        }}
      />
    </FormDialog>
  );
}

/** A row of toggle buttons choosing one of a few views (open or resolved reports; all, visible or hidden reviews). */
export function FilterButtons<T extends string>({
  legend,
  options,
  value,
  onChange,
}: {
  legend: string;
  options: readonly (readonly [T, string])[];
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <fieldset className="flex flex-wrap gap-2">
      <legend className="sr-only">{legend}</legend>
      {options.map(([option, label]) => (
        <Button
          key={option}
          size="sm"
          variant={value === option ? 'default' : 'outline'}
          aria-pressed={value === option}
          onClick={() => onChange(option)}
        >
          {label}
        </Button>
      ))}
    </fieldset>
  );
}

/**
 * Newer and older pages of a console list, newest first (the audit log, the reviews): the one pager of the console,
 * whatever the list counts its pages by. A new page starts at the top, where its first row is.
 */
export function Pager({
  hasNewer,
  hasOlder,
  onNewer,
  onOlder,
  status,
}: {
  hasNewer: boolean;
  hasOlder: boolean;
  onNewer: () => void;
  onOlder: () => void;
  /** Where this page stands, when the list knows (page 2 of 5). */
  status?: string;
}) {
  const { t } = useLingui();
  const go = (turn: () => void) => () => {
    turn();
    window.scrollTo({ top: 0 });
  };
  return (
    <nav aria-label={t`Pages`} className="flex flex-wrap items-center gap-2">
      <Button variant="outline" disabled={!hasNewer} onClick={go(onNewer)}>
        {t`Newer`}
      </Button>
      <Button variant="outline" disabled={!hasOlder} onClick={go(onOlder)}>
        {t`Older`}
      </Button>
      {status ? <p className="text-sm text-slate-700">{status}</p> : null}
    </nav>
  );
}
