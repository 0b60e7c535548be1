// DELETE /api/workers/me/voice-intro, then the profile shown again without it.
import { useMutation } from '@tanstack/react-query';
import { apiJson, queryClient } from '../../lib/api.js';

export function useRemoveVoiceIntro(workerId: string) {
  return useMutation({
    mutationFn: () => apiJson<{ voiceIntro: null }>('DELETE', '/api/workers/me/voice-intro'),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['/api/workers', workerId] }),
  });
}
