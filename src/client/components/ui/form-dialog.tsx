// A dialog holding one form: Cancel and a submit button that says it is working, the form submitted by Enter or the
// button (the report, rating, translation-suggestion and admin reason dialogs). The form checks itself in `onSubmit`.
import { useLingui } from '@lingui/react/macro';
import { type ReactNode, useId } from 'react';
import { Button } from './button.js';
import { Dialog } from './dialog.js';

export function FormDialog({
  title,
  description,
  submitLabel,
  pendingLabel,
  pending,
  destructive = false,
  onSubmit,
  onClose,
  children,
}: {
  title: ReactNode;
  description?: ReactNode;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  destructive?: boolean;
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useLingui();
  const formId = useId();
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={title}
      description={description}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={pending}>
            {t`Cancel`}
          </Button>
          <Button
            type="submit"
            form={formId}
            variant={destructive ? 'destructive' : 'default'}
            disabled={pending}
          >
            {pending ? pendingLabel : submitLabel}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        noValidate
        className="grid gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        {children}
      </form>
    </Dialog>
  );
}
