// The admin's review dialog: notes (required to reject, optional to approve), Cancel and Approve/Reject, which
// reads 'Submitting...' while the review is sent. Closing it any way clears the notes.
import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import {
  DOCUMENT_TYPE_LABELS,
  type PendingDocumentPayload,
  REVIEW_NOTES_MAX,
  type ReviewDocumentBody,
  reviewDocumentSchema,
  VERIFICATION_MESSAGES,
} from '../../../shared/schemas/verification.js';
import { Button } from '../../components/ui/button.js';
import { Dialog } from '../../components/ui/dialog.js';
import { TextareaField } from '../../components/ui/form-fields.js';
import { toast } from '../../components/ui/use-toast.js';
import { serverMessage } from '../../lib/api.js';
import { PENDING_DOCUMENTS_KEY, submitReview } from './api.js';

export type Decision = ReviewDocumentBody['status'];

export function ReviewDialog({
  target,
  onClose,
}: {
  target: { document: PendingDocumentPayload; decision: Decision } | null;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const formId = useId();
  // The notes go as typed (submitReview drops empty ones); the schema only bounds their length.
  const form = useForm<{ notes?: string }>({
    resolver: zodResolver(reviewDocumentSchema.pick({ notes: true }), undefined, { raw: true }),
    defaultValues: { notes: '' },
  });
  const notes = useWatch({ control: form.control, name: 'notes' });
  const close = () => {
    form.reset();
    onClose();
  };
  const review = useMutation({
    mutationFn: (input: { id: string; decision: Decision; notes: string }) =>
      submitReview(input.id, input.decision, input.notes),
    onSuccess: async () => {
      toast({
        title: t`Review Submitted`,
        description: t`Verification document has been reviewed successfully.`,
      });
      close();
      await queryClient.invalidateQueries({ queryKey: PENDING_DOCUMENTS_KEY });
    },
    onError: (error) => {
      toast({
        title: t`Review Failed`,
        description: serverMessage(error) ?? VERIFICATION_MESSAGES.reviewFailed,
        variant: 'destructive',
      });
    },
  });

  const decision = target?.decision ?? 'approved';
  const isReject = decision === 'rejected';
  const submitLabel = isReject ? t`Reject` : t`Approve`;
  const documentLabel = target ? DOCUMENT_TYPE_LABELS[target.document.documentType] : t`Document`;
  return (
    <Dialog
      open={target !== null}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      title={isReject ? t`Reject ${documentLabel}` : t`Approve ${documentLabel}`}
      description={
        isReject
          ? t`Tell the worker why the document is rejected. Notes are required.`
          : t`Notes are optional when approving.`
      }
      footer={
        <>
          <Button variant="outline" onClick={close} disabled={review.isPending}>
            {t`Cancel`}
          </Button>
          <Button
            type="submit"
            form={formId}
            variant={isReject ? 'destructive' : 'default'}
            disabled={review.isPending || (isReject && !notes?.trim())}
          >
            {review.isPending ? t`Submitting...` : submitLabel}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        onSubmit={form.handleSubmit((values) => {
          if (target) review.mutate({ id: target.document.id, decision, notes: values.notes ?? '' });
        })}
        noValidate
      >
        <TextareaField
          label={isReject ? t`Review Notes (required)` : t`Review Notes (optional)`}
          maxLength={REVIEW_NOTES_MAX}
          placeholder={t`Add any notes about this verification...`}
          error={form.formState.errors.notes?.message}
          {...form.register('notes')}
        />
      </form>
    </Dialog>
  );
}
