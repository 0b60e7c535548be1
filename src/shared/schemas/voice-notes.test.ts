// The play button's words (issue 35): "0:42, 180 KB", whole seconds and whole kilobytes of 1000 bytes.
import { describe, expect, it } from 'vitest';
import { voiceNoteLength, voiceNoteSize } from './voice-notes.js';

describe('a voice note’s length and size', () => {
  it('reads as minutes:seconds and whole KB, never 0 KB', () => {
    expect(voiceNoteLength(42)).toBe('0:42');
    expect(voiceNoteLength(9)).toBe('0:09');
    expect(voiceNoteLength(120)).toBe('2:00');
    expect(voiceNoteLength(61.6)).toBe('1:02');
    expect(voiceNoteSize(180_400)).toBe('180 KB');
    expect(voiceNoteSize(27_499)).toBe('27 KB');
    expect(voiceNoteSize(120)).toBe('1 KB');
  });
});
