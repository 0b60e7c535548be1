// The play button of a voice note (issue 35): its length and size ("0:42, 180 KB") before anything downloads. The
// audio element gets its address only when pressed and never preloads, so a profile or a card costs no audio bytes
// (Data Saver and the low-data budgets hold); a labelled native button, so keyboard and screen readers work.
import { useLingui } from '@lingui/react/macro';
import { Pause, Play } from 'lucide-react';
import { useRef, useState } from 'react';
import { voiceNoteLength, voiceNoteSize } from '../../../shared/schemas/voice-note-rules.js';
import type { VoiceNote } from '../../../shared/schemas/voice-notes.js';

export type VoiceNoteKind = 'intro' | 'reference';

/** `of`: the worker's name where several cards each have a player (Find Workers). */
export function VoicePlayer({ note, kind, of }: { note: VoiceNote; kind: VoiceNoteKind; of?: string }) {
  const { t } = useLingui();
  const audio = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  const [failed, setFailed] = useState(false);
  const length = voiceNoteLength(note.seconds);
  const size = voiceNoteSize(note.bytes);
  const playLabel =
    kind === 'reference'
      ? t`Play voice reference, ${length}, ${size}`
      : of
        ? t`Play the voice introduction of ${of}, ${length}, ${size}`
        : t`Play voice introduction, ${length}, ${size}`;

  async function toggle() {
    const element = audio.current;
    if (!element) return;
    if (!element.paused) {
      element.pause();
      return;
    }
    if (!element.getAttribute('src')) element.src = note.url;
    setFailed(false);
    try {
      await element.play();
    } catch {
      setFailed(true);
    }
  }

  return (
    <div className="flex flex-wrap items-center gap-2">
      <button
        type="button"
        onClick={() => void toggle()}
        aria-label={playing ? t`Pause voice note` : playLabel}
        className="inline-flex min-h-11 items-center gap-2 rounded-full border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-900 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
        data-testid="voice-play"
      >
        {playing ? <Pause size={16} aria-hidden="true" /> : <Play size={16} aria-hidden="true" />}
        <span>
          {length}, {size}
        </span>
      </button>
      {/* biome-ignore lint/a11y/useMediaCaption: a voice note has no caption track; the profile's written text stays beside it. */}
      <audio
        ref={audio}
        preload="none"
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onEnded={() => setPlaying(false)}
        onError={() => {
          setPlaying(false);
          setFailed(true);
        }}
        data-testid="voice-audio"
      />
      {failed ? (
        <p role="status" className="text-sm text-red-700">
          {t`The voice note could not be played. Please try again.`}
        </p>
      ) : null}
    </div>
  );
}
