// The developer phone's calls (outside production only): conversations, one chat, and a reply as that number.
// Both lists poll, since messages arrive through the job runner a moment after the action that sent them.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DevChat, DevReply, devConversationsSchema } from '../../../shared/schemas/dev-phone.js';
import { apiJson } from '../../lib/api.js';

type DevConversations = import('zod').infer<typeof devConversationsSchema>;

const POLL_MS = 2000;

export function useDevConversations() {
  return useQuery<DevConversations>({ queryKey: ['/api/dev/phone'], refetchInterval: POLL_MS });
}

export function useDevChat(phoneNumber: string | null) {
  return useQuery<DevChat>({
    queryKey: ['/api/dev/phone', phoneNumber ?? ''],
    enabled: phoneNumber !== null,
    refetchInterval: POLL_MS,
  });
}

export function useReplyAsPhone(phoneNumber: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reply: DevReply) =>
      apiJson<{ status: number }>(
        'POST',
        `/api/dev/phone/${encodeURIComponent(phoneNumber)}/messages`,
        reply,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['/api/dev/phone'] }),
  });
}

/** A voice note (an audio file) as this number, through the same webhook as a WhatsApp voice note (issue 35). */
export function useSendVoiceNoteAsPhone(phoneNumber: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return apiJson<{ status: number }>(
        'POST',
        `/api/dev/phone/${encodeURIComponent(phoneNumber)}/voice-notes`,
        form,
      );
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['/api/dev/phone'] }),
  });
}
