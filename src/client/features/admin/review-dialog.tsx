// The admin's review dialog: notes (required to reject, optional to approve), Cancel and Approve/Reject, which
// reads 'Submitting...' while the review is sent. Closing it any way clears the notes.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  DOCUMENT_TYPE_LABELS,
  type PendingDocumentPayload,
  type ReviewDocumentBody,
  VERIFICATION_MESSAGES,
} from '../../../shared/schemas/verification.js';
import { Button } from '../../components/ui/button.js';
import { Dialog } from '../../components/ui/dialog.js';
import { Field, Textarea } from '../../components/ui/field.js';
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
  const queryClient = useQueryClient();
  const [notes, setNotes] = useState('');
  const close = () => {
    setNotes('');
    onClose();
  };
  const review = useMutation({
    mutationFn: (input: { id: string; decision: Decision; notes: string }) =>
      submitReview(input.id, input.decision, input.notes),
    onSuccess: async () => {
      toast({
        title: 'Review Submitted',
        description: 'Verification document has been reviewed successfully.',
      });
      close();
      await queryClient.invalidateQueries({ queryKey: PENDING_DOCUMENTS_KEY });
    },
    onError: (error) => {
      toast({
        title: 'Review Failed',
        description: serverMessage(error) ?? VERIFICATION_MESSAGES.reviewFailed,
        variant: 'destructive',
      });
    },
  });

  const decision = target?.decision ?? 'approved';
  const isReject = decision === 'rejected';
  const submitLabel = isReject ? 'Reject' : 'Approve';
  return (
    <Dialog
      open={target !== null}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      title={`${submitLabel} ${target ? DOCUMENT_TYPE_LABELS[target.document.documentType] : 'Document'}`}
      description={
        isReject
          ? 'Tell the worker why the document is rejected. Notes are required.'
          : 'Notes are optional when approving.'
      }
      footer={
        <>
          <Button variant="outline" onClick={close} disabled={review.isPending}>
            Cancel
          </Button>
          <Button
            variant={isReject ? 'destructive' : 'default'}
            disabled={review.isPending || (isReject && notes.trim() === '')}
            onClick={() => {
              if (target) review.mutate({ id: target.document.id, decision, notes });
            }}
          >
            {review.isPending ? 'Submitting...' : submitLabel}
          </Button>
        </>
      }
    >
      <Field label={`Review Notes${isReject ? ' (required)' : ' (optional)'}`}>
        {({ id }) => (
          <Textarea
            id={id}
            value={notes}
            maxLength={1000}
            placeholder="Add any notes about this verification..."
            onChange={(event) => setNotes(event.target.value)}
          />
        )}
      </Field>
    </Dialog>
  );
}
