import { FEEDBACK_MESSAGES } from '@crm/contracts';

/** A finished recording: the file to upload, its length in seconds and a URL to play it back. */
export type Recording = { file: File; seconds: number; url: string };

/** A recording under way: when it started (ms), stop (resolves with the recording once the browser hands it over) and release (drops the microphone, nothing kept). */
export type RecordingSession = {
  started: number;
  stop: () => Promise<Recording>;
  release: () => void;
};

/** The container the browser records in, with the extension our file types accept (webm, m4a). */
function recorderFormat(): { mimeType: string; ext: string } | null {
  if (typeof MediaRecorder === 'undefined') return null;
  for (const [mimeType, ext] of [
    ['audio/webm', 'webm'],
    ['audio/mp4', 'm4a'],
  ] as const)
    if (MediaRecorder.isTypeSupported(mimeType)) return { mimeType, ext };
  return null;
}

/**
 * Starts recording from the microphone with the browser's MediaRecorder (spec 000 §2.8 voice record);
 * rejects with 'Error accessing the microphone' (spec 000 §5) when there is no recorder or the
 * microphone is refused or missing. Stopping releases the microphone.
 */
export async function startRecording(now: () => number = Date.now): Promise<RecordingSession> {
  const format = recorderFormat();
  if (!format || !navigator.mediaDevices?.getUserMedia)
    throw new Error(FEEDBACK_MESSAGES.microphone);
  const stream = await navigator.mediaDevices
    .getUserMedia({ audio: true })
    .catch(() => Promise.reject(new Error(FEEDBACK_MESSAGES.microphone)));
  const release = () => stream.getTracks().forEach((tr) => tr.stop());
  const recorder = new MediaRecorder(stream, { mimeType: format.mimeType });
  const chunks: Blob[] = [];
  recorder.ondataavailable = (e) => void (e.data.size && chunks.push(e.data));
  const started = now();
  const stopped = new Promise<Recording>((resolve) => {
    recorder.onstop = () => {
      release();
      const file = new File(
        chunks,
        `feedback-${new Date(started).toISOString().slice(0, 19).replace(/[:T]/g, '-')}.${format.ext}`,
        { type: format.mimeType },
      );
      const seconds = Math.max(1, Math.round((now() - started) / 1000));
      resolve({ file, seconds, url: URL.createObjectURL(file) });
    };
  });
  recorder.start();
  return {
    started,
    stop: () => {
      if (recorder.state !== 'inactive') recorder.stop();
      return stopped;
    },
    release,
  };
}

/**
 * Whether SEND is on (spec 000 §5: off when the text is empty and no recording is active): some text, a
 * finished recording, or one under way (SEND then stops it and sends it); never over the text limit.
 */
export const canSend = (f: {
  text: string;
  recording: boolean;
  hasRecording: boolean;
  tooLong: boolean;
}) => !f.tooLong && (!!f.text.trim() || f.hasRecording || f.recording);
