// Audio for the voice-note tests (issue 35), made with the project's own ffmpeg (the @ffmpeg-installer binary): a
// tone, never a voice, as WhatsApp sends a voice note (Ogg Opus, mono, 16 kHz).
import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import ffmpeg from '@ffmpeg-installer/ffmpeg';

const run = promisify(execFile);
const made = new Map<string, Buffer>();

/** `seconds` of Ogg Opus at 16 kbit/s, as a WhatsApp voice note; the same bytes for the same length. */
export async function oggVoiceNote(seconds: number): Promise<Buffer> {
  const key = `ogg:${seconds}`;
  const cached = made.get(key);
  if (cached) return cached;
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'wl-voice-test-'));
  try {
    const out = path.join(dir, 'note.ogg');
    await run(ffmpeg.path, [
      ...[
        '-hide_banner',
        '-loglevel',
        'error',
        '-f',
        'lavfi',
        '-i',
        `sine=frequency=220:duration=${seconds}`,
      ],
      ...['-af', 'tremolo=f=3:d=0.7', '-ac', '1', '-ar', '16000', '-c:a', 'libopus', '-b:a', '16k', out],
    ]);
    const bytes = await fs.readFile(out);
    made.set(key, bytes);
    return bytes;
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

/** A PNG's first bytes: a file a sender may call audio that is none. */
export const NOT_AUDIO = Buffer.concat([
  Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'),
  Buffer.alloc(64, 1),
]);
