import { useEffect, useRef, useState } from 'react';
import { FEEDBACK_MESSAGES } from '@crm/contracts';
import { startRecording, type Recording, type RecordingSession } from './recorder';

/**
 * The feedback's voice recording (spec 000 §2.8, §4 compose → recording): start asks for the microphone
 * ('Error accessing the microphone' when refused or missing), stop resolves with the recording (also
 * kept as `result`); the elapsed seconds tick while recording. The microphone is released on stop and
 * on unmount.
 */
export function useVoiceRecorder() {
  const [recording, setRecording] = useState(false);
  const [elapsed, setElapsed] = useState(0);
  const [result, setResult] = useState<Recording | null>(null);
  const [error, setError] = useState<string | null>(null);
  const session = useRef<RecordingSession | null>(null);

  useEffect(() => {
    if (!recording) return;
    const t = setInterval(
      () => setElapsed(Math.round((Date.now() - (session.current?.started ?? Date.now())) / 1000)),
      500,
    );
    return () => clearInterval(t);
  }, [recording]);
  useEffect(() => () => session.current?.release(), []);

  const start = async () => {
    setError(null);
    try {
      session.current = await startRecording();
      setElapsed(0);
      setRecording(true);
    } catch {
      setError(FEEDBACK_MESSAGES.microphone);
    }
  };
  /** Stops the recording under way and answers it; without one, the finished recording (or null). */
  const stop = async (): Promise<Recording | null> => {
    const current = session.current;
    if (!current) return result;
    session.current = null;
    setRecording(false);
    const done = await current.stop();
    setResult(done);
    return done;
  };
  const discard = () => {
    if (result) URL.revokeObjectURL(result.url);
    setResult(null);
  };
  /** Drops everything: a recording under way (the microphone released, nothing kept) and a finished one. */
  const cancel = () => {
    session.current?.release();
    session.current = null;
    setRecording(false);
    discard();
  };
  return { recording, elapsed, result, error, start, stop, discard, cancel };
}
