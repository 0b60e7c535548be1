// Starting a plan's checkout: the plans' Subscribe and the declined payment's Try Again (issue 32, item 11) send the
// browser to the payment provider the same way.
import { msg } from '@lingui/core/macro';
import { useMutation } from '@tanstack/react-query';
import type { SubscriptionType } from '../../../shared/constants.js';
import { EMPLOYER_MESSAGES, type SubscriptionInitializeAnswer } from '../../../shared/schemas/employer.js';
import { toast } from '../../components/ui/use-toast.js';
import { apiJson, serverMessage } from '../../lib/api.js';
import { i18n } from '../../lib/i18n.js';
import { hardRedirect } from '../../lib/navigation.js';
import { translateSharedMessage } from '../../lib/shared-message.js';

function failed(message: string | null | undefined) {
  toast({
    title: i18n._(msg`Error`),
    description: translateSharedMessage(message ?? EMPLOYER_MESSAGES.initializeFailed),
    variant: 'destructive',
  });
}

export function useStartSubscription() {
  return useMutation({
    mutationFn: (subscriptionType: SubscriptionType) =>
      apiJson<SubscriptionInitializeAnswer>('POST', '/api/employer/subscription/initialize', {
        subscriptionType,
      }),
    onSuccess: (answer) => {
      if (!answer?.authorizationUrl) failed(null);
      else hardRedirect(answer.authorizationUrl);
    },
    onError: (error) => failed(serverMessage(error)),
  });
}
