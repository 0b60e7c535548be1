// The people the worker blocked, each with Unblock (issue 20). Shown only when there is someone to unblock.
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../components/ui/button.js';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.js';
import { useBlocks, useBlockToggle } from './api.js';

export function BlockedPeopleCard() {
  const { t } = useLingui();
  const blocks = useBlocks();
  const toggle = useBlockToggle();
  const list = blocks.data?.blocks ?? [];
  if (list.length === 0) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>Blocked people</Trans>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-2">
          {list.map((b) => {
            const name = b.name ?? t`Someone`;
            return (
              <li key={b.userId} className="flex items-center justify-between gap-2 text-sm">
                <span>{name}</span>
                <Button
                  size="sm"
                  variant="outline"
                  disabled={toggle.isPending}
                  onClick={() => toggle.mutate({ userId: b.userId, block: false })}
                  aria-label={t`Unblock ${name}`}
                >
                  <Trans>Unblock</Trans>
                </Button>
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}
