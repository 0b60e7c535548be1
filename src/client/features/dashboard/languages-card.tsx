// The dashboard's "Languages I speak" (issue 18): employers with the plan can search by language, so a worker keeps
// the list current here (PUT /api/workers/me/languages).
import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../components/ui/button.js';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.js';
import { toast } from '../../components/ui/use-toast.js';
import { apiJson, serverMessage } from '../../lib/api.js';
import { translateSharedMessage } from '../../lib/shared-message.js';
import { spokenLanguagesText } from '../../lib/spoken-languages.js';
import { type OwnWorkerProfile, SpokenLanguagesPicker, WORKER_ME_KEY } from '../worker-profile/index.js';

export function LanguagesCard({ worker }: { worker: OwnWorkerProfile }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [chosen, setChosen] = useState<string[]>(worker.spokenLanguages);
  const save = useMutation({
    mutationFn: (spokenLanguages: string[]) =>
      apiJson<{ spokenLanguages: string[] }>('PUT', '/api/workers/me/languages', { spokenLanguages }),
    onSuccess: ({ spokenLanguages }) => {
      queryClient.setQueryData<OwnWorkerProfile | null>(WORKER_ME_KEY, (w) =>
        w ? { ...w, spokenLanguages } : w,
      );
      setEditing(false);
      toast({ title: t`Languages saved` });
    },
    onError: (error) =>
      toast({
        title: t`Could not save your languages`,
        description: translateSharedMessage(serverMessage(error)) ?? t`Please try again.`,
        variant: 'destructive',
      }),
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t`Languages I speak`}</CardTitle>
        <CardDescription>{t`Employers can look for workers who speak their language.`}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {editing ? (
          <>
            <SpokenLanguagesPicker value={chosen} onChange={setChosen} />
            <div className="flex flex-wrap gap-2">
              <Button onClick={() => save.mutate(chosen)} disabled={save.isPending}>
                {save.isPending ? t`Saving...` : t`Save languages`}
              </Button>
              <Button
                variant="outline"
                onClick={() => {
                  setChosen(worker.spokenLanguages);
                  setEditing(false);
                }}
              >
                {t`Cancel`}
              </Button>
            </div>
          </>
        ) : (
          <>
            <p className="text-sm text-slate-800" data-testid="own-spoken-languages">
              {worker.spokenLanguages.length > 0
                ? spokenLanguagesText(worker.spokenLanguages, i18n)
                : t`No languages added yet.`}
            </p>
            <Button variant="outline" className="justify-self-start" onClick={() => setEditing(true)}>
              {t`Change languages`}
            </Button>
          </>
        )}
      </CardContent>
    </Card>
  );
}
