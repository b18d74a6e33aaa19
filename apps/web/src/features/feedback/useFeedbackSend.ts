import { useState } from 'react';
import { useLocation } from 'react-router';
import { FEEDBACK_TEXT_MAX, feedbackRoutes } from '@crm/contracts';
import { toastError } from '../../lib/api';
import { callRoute } from '../../lib/useApi';
import { uploadFile } from '../files';
import { canSend } from './recorder';
import { useVoiceRecorder } from './useVoiceRecorder';

/**
 * The feedback drawer's text, voice recording and send (spec 000 §2.8): `send` stops a recording under
 * way, uploads it (FEEDBACK_AUDIO) and posts the feedback with the screen it was sent from; `sent` once it
 * went; `close` forgets the text and the recording.
 */
export function useFeedbackSend(onClose: () => void) {
  const { pathname } = useLocation();
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const voice = useVoiceRecorder();
  const tooLong = text.length > FEEDBACK_TEXT_MAX;
  const close = () => {
    voice.cancel();
    setText('');
    setSent(false);
    onClose();
  };
  const send = async () => {
    setSending(true);
    try {
      // SEND while recording stops the recording and sends it
      const recording = voice.recording ? await voice.stop() : voice.result;
      const media = recording
        ? await uploadFile(recording.file, 'FEEDBACK_AUDIO', () => undefined)
        : null;
      await callRoute(feedbackRoutes.send, {
        feedbackText: text.trim(),
        mediaUrl: media?.url ?? null,
        screenName: pathname,
      });
      setSent(true);
    } catch (e) {
      toastError(e);
    } finally {
      setSending(false);
    }
  };
  return {
    text,
    setText,
    tooLong,
    voice,
    sending,
    sent,
    /** SEND is on with text or a recording (or while recording), and the text not too long. */
    sendable: canSend({ text, recording: voice.recording, hasRecording: !!voice.result, tooLong }),
    send,
    close,
  };
}
