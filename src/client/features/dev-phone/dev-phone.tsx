// The developer phone (outside production): every number we have messaged, and the chosen number's chat, so the
// WhatsApp flow can be tried on the embedded demo without a Twilio account (docs/messaging.md).
import { useLingui } from '@lingui/react/macro';
import { Smartphone } from 'lucide-react';
import { Spinner } from '../../components/ui/spinner.js';
import { useDevConversations } from './api.js';
import { PhoneChat } from './phone-chat.js';

export function DevPhone({
  phoneNumber,
  onChoose,
}: {
  phoneNumber: string | null;
  onChoose: (n: string) => void;
}) {
  const { t } = useLingui();
  const conversations = useDevConversations();
  if (conversations.isError) {
    return <p role="alert">{t`The developer phone exists only outside production.`}</p>;
  }
  if (!conversations.data) return <Spinner />;
  const list = conversations.data.conversations;
  return (
    <div className="grid gap-6">
      <div>
        <h1 className="flex items-center gap-2 text-2xl font-bold">
          <Smartphone aria-hidden="true" />
          {t`Developer phone`}
        </h1>
        <p className="mt-2 text-sm text-slate-700">
          {t`Each number's messages from the development outbox. A reply typed here goes through the real Twilio webhook, signed with this installation's local token, exactly as if the phone had sent it.`}
        </p>
      </div>
      <nav aria-label={t`Phones`}>
        {list.length === 0 ? <p className="text-sm text-slate-600">{t`No messages sent yet.`}</p> : null}
        <ul className="grid gap-2">
          {list.map((c) => (
            <li key={c.phoneNumber}>
              <button
                type="button"
                onClick={() => onChoose(c.phoneNumber)}
                aria-current={c.phoneNumber === phoneNumber ? 'true' : undefined}
                className={`grid min-h-[44px] w-full gap-0.5 rounded-md border px-3 py-2 text-left text-sm ${c.phoneNumber === phoneNumber ? 'border-brand-700 bg-brand-50' : 'border-slate-300 bg-white'}`}
              >
                <span className="font-medium">{c.name ? `${c.name} · ${c.phoneNumber}` : c.phoneNumber}</span>
                <span className="truncate text-slate-600" translate="no">
                  {c.lastText}
                </span>
              </button>
            </li>
          ))}
        </ul>
      </nav>
      {phoneNumber ? <PhoneChat phoneNumber={phoneNumber} /> : null}
    </div>
  );
}
