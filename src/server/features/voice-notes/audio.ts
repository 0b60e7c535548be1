// What a sent voice note must be before it is kept (issue 35): an audio file by its bytes (file-type; the type a
// sender or provider names proves nothing), at most VOICE_NOTE_MAX_BYTES and VOICE_NOTE_MAX_SECONDS long
// (music-metadata reads the length), then re-encoded once to the format every phone's browser plays: MP3, mono,
// 16 kHz (WhatsApp records at 16 kHz), 24 kbit/s, metadata dropped (decisions 0358, 0359). Safari on iPhone plays
// no Ogg Opus, WhatsApp's voice note format, before iOS 18.4, and not reliably since.
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import { parseBuffer } from 'music-metadata';
import { VOICE_NOTE_MAX_BYTES, VOICE_NOTE_MAX_SECONDS } from '../../../shared/schemas/voice-notes.js';

export const PLAYBACK_CONTENT_TYPE = 'audio/mpeg';
export const PLAYBACK_EXTENSION = 'mp3';
const TRANSCODE_TIMEOUT_MS = 30_000;

export type AudioRefusal = 'not-audio' | 'too-large' | 'too-long';
export interface PlayableAudio {
  bytes: Buffer;
  seconds: number;
}

/** The real type from the bytes, and its length; a refusal when it is no audio or over a limit. */
export async function checkAudio(
  bytes: Buffer,
): Promise<{ ok: true; mime: string; seconds: number } | { ok: false; refusal: AudioRefusal }> {
  if (bytes.length > VOICE_NOTE_MAX_BYTES) return { ok: false, refusal: 'too-large' };
  const type = await fileTypeFromBuffer(bytes);
  if (!type?.mime.startsWith('audio/')) return { ok: false, refusal: 'not-audio' };
  let seconds: number | undefined;
  try {
    const meta = await parseBuffer(bytes, { mimeType: type.mime, size: bytes.length }, { duration: true });
    seconds = meta.format.duration;
  } catch {
    return { ok: false, refusal: 'not-audio' };
  }
  if (seconds === undefined || !Number.isFinite(seconds) || seconds <= 0)
    return { ok: false, refusal: 'not-audio' };
  if (seconds > VOICE_NOTE_MAX_SECONDS + 0.5) return { ok: false, refusal: 'too-long' };
  return { ok: true, mime: type.mime, seconds };
}

/** One re-encode at a time in this process: ffmpeg takes a core for a moment, and the machine has few. */
let queue: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(run: () => Promise<T>): Promise<T> {
  const next = queue.then(run, run);
  queue = next.catch(() => undefined);
  return next;
}

async function ffmpegPath(): Promise<string> {
  // Loaded on first use: the package throws on a platform it ships no binary for, which must not stop the app.
  const mod = (await import('@ffmpeg-installer/ffmpeg')) as { default?: { path: string }; path?: string };
  return mod.default?.path ?? mod.path ?? 'ffmpeg';
}

function run(binary: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(binary, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (c: Buffer) => {
      stderr = (stderr + c.toString('utf8')).slice(-2000);
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), TRANSCODE_TIMEOUT_MS);
    child.on('error', (err) => {
      clearTimeout(timer);
      reject(err);
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else reject(new Error(`ffmpeg exited with ${code}: ${stderr.trim()}`));
    });
  });
}

/**
 * The note as MP3 for playback, and its length as played. Files, not pipes: an MP4/M4A note keeps its index at the
 * end, which ffmpeg can only reach in a file it can seek.
 */
export function toPlayable(bytes: Buffer): Promise<PlayableAudio> {
  return oneAtATime(async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'wl-voice-'));
    try {
      const input = path.join(dir, 'in');
      const output = path.join(dir, `out.${PLAYBACK_EXTENSION}`);
      await fs.writeFile(input, bytes, { mode: 0o600 });
      await run(await ffmpegPath(), [
        ...['-hide_banner', '-nostdin', '-loglevel', 'error', '-i', input],
        ...['-t', String(VOICE_NOTE_MAX_SECONDS + 1), '-vn', '-map_metadata', '-1'],
        ...['-ac', '1', '-ar', '16000', '-c:a', 'libmp3lame', '-b:a', '24k', '-f', 'mp3', output],
      ]);
      const encoded = await fs.readFile(output);
      const meta = await parseBuffer(
        encoded,
        { mimeType: PLAYBACK_CONTENT_TYPE, size: encoded.length },
        {
          duration: true,
        },
      );
      return { bytes: encoded, seconds: Math.max(1, Math.round(meta.format.duration ?? 0)) };
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
}
