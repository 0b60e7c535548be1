// One number's messages as a chat, as that phone would show them: ours on the left (with the WhatsApp template's
// quick-reply buttons, which send their payload as Twilio would), the phone's replies on the right.
import { useLingui } from '@lingui/react/macro';
import { Send } from 'lucide-react';
import { useState } from 'react';
import type { DevChatMessage } from '../../../shared/schemas/dev-phone.js';
import { Button } from '../../components/ui/button.js';
import { Input } from '../../components/ui/field.js';
import { toast } from '../../components/ui/use-toast.js';
import { serverMessage } from '../../lib/api.js';
import { formatTime } from '../../lib/format-date.js';
import { useDevChat, useReplyAsPhone } from './api.js';
import { VoiceNoteForm } from './voice-note-form.js';

function Bubble({
  message,
  onTap,
}: {
  message: DevChatMessage;
  onTap: (payload: string, title: string) => void;
}) {
  const { t } = useLingui();
  const ours = message.direction === 'out';
  return (
    <li className={`flex ${ours ? 'justify-start' : 'justify-end'}`}>
      <div
        className={`max-w-[85%] rounded-lg px-3 py-2 text-sm shadow-sm ${ours ? 'bg-white text-slate-900' : 'bg-green-100 text-slate-900'}`}
        data-testid="dev-phone-message"
        data-direction={message.direction}
      >
        {/* The message as it was sent, in its recipient's language: content, not a text of this page. */}
        <p className="whitespace-pre-line break-words" translate="no">
          {message.body}
        </p>
        {message.buttons.length > 0 ? (
          <div className="mt-2 grid gap-1">
            {message.buttons.map((button) => (
              <Button
                key={button.payload}
                variant="outline"
                onClick={() => onTap(button.payload, button.title)}
              >
                {button.title}
              </Button>
            ))}
          </div>
        ) : null}
        <p className="mt-1 text-xs text-slate-600">
          {message.channel === 'whatsapp' ? 'WhatsApp' : 'SMS'} · {formatTime(message.createdAt)}
          {ours ? '' : ` · ${t`sent by this phone`}`}
        </p>
      </div>
    </li>
  );
}

export function PhoneChat({ phoneNumber }: { phoneNumber: string }) {
  const { t } = useLingui();
  const chat = useDevChat(phoneNumber);
  const reply = useReplyAsPhone(phoneNumber);
  const [text, setText] = useState('');
  const messages = chat.data?.messages ?? [];
  const lastOurs = [...messages].reverse().find((m) => m.direction === 'out');
  const channel = lastOurs?.channel ?? 'whatsapp';

  function send(body: string, buttonPayload?: string) {
    reply.mutate(
      { body, channel, ...(buttonPayload ? { buttonPayload } : {}) },
      {
        onSuccess: () => setText(''),
        onError: (error) =>
          toast({ title: t`Error`, description: serverMessage(error) ?? '', variant: 'destructive' }),
      },
    );
  }

  return (
    <section className="grid gap-3" aria-label={t`Chat with ${phoneNumber}`}>
      <h2 className="text-lg font-semibold">
        {chat.data?.name ? `${chat.data.name} · ` : ''}
        {phoneNumber}
      </h2>
      <ol className="grid max-h-[60vh] gap-2 overflow-y-auto rounded-md bg-slate-100 p-3">
        {messages.length === 0 ? <li className="text-sm text-slate-600">{t`No messages yet.`}</li> : null}
        {messages.map((message) => (
          <Bubble key={message.id} message={message} onTap={(payload, title) => send(title, payload)} />
        ))}
      </ol>
      <form
        className="flex gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          if (text.trim()) send(text.trim());
        }}
      >
        <label htmlFor="dev-phone-reply" className="sr-only">
          {t`Reply as this phone`}
        </label>
        <Input
          id="dev-phone-reply"
          value={text}
          maxLength={320}
          placeholder={t`Reply, for example 1`}
          onChange={(event) => setText(event.target.value)}
        />
        <Button type="submit" disabled={reply.isPending} aria-label={t`Send reply`}>
          <Send size={16} aria-hidden="true" />
        </Button>
      </form>
      <VoiceNoteForm phoneNumber={phoneNumber} />
    </section>
  );
}
