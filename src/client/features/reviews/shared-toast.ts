// A toast whose title and description are shared messages (REVIEW_MESSAGES): shown in the reader's language.
import { toast } from '../../components/ui/use-toast.js';
import { translateSharedMessage } from '../../lib/shared-message.js';

export function sharedToast(message: { title: string; description?: string }, variant?: 'destructive'): void {
  toast({
    title: translateSharedMessage(message.title),
    description: translateSharedMessage(message.description),
    variant,
  });
}
