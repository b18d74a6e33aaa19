import { useEffect, useRef, useState } from 'react';
import { FEEDBACK_MESSAGES } from '@crm/contracts';

/** A finished recording: the file to upload and its length in seconds. */
export type Recording = { file: File; seconds: number; url: string };

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
 * A voice recording with the browser's MediaRecorder: start asks for the microphone ('Error
 * accessing the microphone' when refused or missing), stop gives the recording as a file; the elapsed
 * seconds tick while recording. The microphone is released on stop and on unmount.
 */
export function useVoiceRecorder() {
  const [recording, setRecording] = useState(false);
  const [elapsed, setElapsed] = useState(0);
  const [result, setResult] = useState<Recording | null>(null);
  const [error, setError] = useState<string | null>(null);
  const rec = useRef<{ recorder: MediaRecorder; stream: MediaStream; started: number } | null>(
    null,
  );

  useEffect(() => {
    if (!recording) return;
    const t = setInterval(
      () => setElapsed(Math.round((Date.now() - (rec.current?.started ?? Date.now())) / 1000)),
      500,
    );
    return () => clearInterval(t);
  }, [recording]);
  useEffect(() => () => rec.current?.stream.getTracks().forEach((tr) => tr.stop()), []);

  const start = async () => {
    setError(null);
    const format = recorderFormat();
    try {
      if (!format || !navigator.mediaDevices?.getUserMedia) throw new Error('no recorder');
      const stream = await navigator.mediaDevices.getUserMedia({ audio: true });
      const recorder = new MediaRecorder(stream, { mimeType: format.mimeType });
      const chunks: Blob[] = [];
      recorder.ondataavailable = (e) => e.data.size && chunks.push(e.data);
      recorder.onstop = () => {
        const seconds = Math.max(
          1,
          Math.round((Date.now() - (rec.current?.started ?? Date.now())) / 1000),
        );
        stream.getTracks().forEach((tr) => tr.stop());
        const file = new File(
          chunks,
          `feedback-${new Date().toISOString().slice(0, 19).replace(/[:T]/g, '-')}.${format.ext}`,
          { type: format.mimeType },
        );
        setResult({ file, seconds, url: URL.createObjectURL(file) });
        rec.current = null;
      };
      rec.current = { recorder, stream, started: Date.now() };
      recorder.start();
      setElapsed(0);
      setRecording(true);
    } catch {
      setError(FEEDBACK_MESSAGES.microphone);
    }
  };
  const stop = () => {
    rec.current?.recorder.stop();
    setRecording(false);
  };
  const discard = () => {
    if (result) URL.revokeObjectURL(result.url);
    setResult(null);
  };
  return { recording, elapsed, result, error, start, stop, discard };
}
