import { afterEach, describe, expect, it, vi } from 'vitest';
import { FEEDBACK_MESSAGES } from '@crm/contracts';
import { canSend, startRecording } from './recorder';

/** A browser with a microphone: MediaRecorder hands over one chunk when stopped, asynchronously. */
function browserWithMicrophone() {
  const track = { stop: vi.fn() };
  class FakeRecorder {
    state: 'inactive' | 'recording' = 'inactive';
    ondataavailable: ((e: { data: Blob }) => void) | null = null;
    onstop: (() => void) | null = null;
    static isTypeSupported = (t: string) => t === 'audio/webm';
    start() {
      this.state = 'recording';
    }
    stop() {
      this.state = 'inactive';
      setTimeout(() => {
        this.ondataavailable?.({ data: new Blob(['voice'], { type: 'audio/webm' }) });
        this.onstop?.();
      });
    }
  }
  vi.stubGlobal('MediaRecorder', FakeRecorder);
  vi.stubGlobal('navigator', {
    mediaDevices: { getUserMedia: vi.fn(async () => ({ getTracks: () => [track] })) },
  });
  return track;
}

afterEach(() => vi.unstubAllGlobals());

describe('the feedback voice recording (spec 000 §2.8, §4, §5)', () => {
  it('SEND is on with text, a recording, or while recording; off when all are empty', () => {
    const empty = { text: '  ', recording: false, hasRecording: false, tooLong: false };
    expect(canSend(empty)).toBe(false);
    expect(canSend({ ...empty, recording: true })).toBe(true);
    expect(canSend({ ...empty, hasRecording: true })).toBe(true);
    expect(canSend({ ...empty, text: 'Great' })).toBe(true);
    expect(canSend({ ...empty, text: 'Great', tooLong: true })).toBe(false);
  });

  it('stopping a recording under way answers it as a file to send, and releases the microphone', async () => {
    const track = browserWithMicrophone();
    let now = Date.parse('2026-11-29T10:00:00Z');
    const session = await startRecording(() => now);
    now += 4_000;
    const recording = await session.stop();
    expect(recording.seconds).toBe(4);
    expect(recording.file.type).toBe('audio/webm');
    expect(recording.file.name).toBe('feedback-2026-11-29-10-00-00.webm');
    expect(await recording.file.text()).toBe('voice');
    expect(track.stop).toHaveBeenCalled();
    expect(await session.stop()).toBe(recording); // a second stop answers the same recording
  });

  it("refuses with 'Error accessing the microphone' when the microphone is refused", async () => {
    browserWithMicrophone();
    vi.stubGlobal('navigator', {
      mediaDevices: { getUserMedia: vi.fn(async () => Promise.reject(new Error('denied'))) },
    });
    await expect(startRecording()).rejects.toThrow(FEEDBACK_MESSAGES.microphone);
  });
});
