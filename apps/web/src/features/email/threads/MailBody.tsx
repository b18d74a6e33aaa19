import { useMemo, useState } from 'react';
import { Button, Text } from '@mantine/core';
import { sanitizeMail } from './sanitize';

/**
 * A mail's body (issue 41 §3): its HTML sanitised (sanitize.ts) in a sandboxed frame that runs no script,
 * remote images blocked until 'Show images'; else its text.
 */
export function MailBody({ html, text }: { html: string | null; text: string | null }) {
  const [images, setImages] = useState(false);
  const safe = useMemo(() => (html ? sanitizeMail(html, images) : null), [html, images]);
  if (!safe)
    return (
      <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
        {text}
      </Text>
    );
  return (
    <>
      {safe.blocked > 0 && !images && (
        <Button size="compact-xs" variant="subtle" onClick={() => setImages(true)}>
          Show images ({safe.blocked} blocked)
        </Button>
      )}
      <iframe
        title="Mail"
        sandbox="allow-popups allow-popups-to-escape-sandbox"
        srcDoc={`<!doctype html><meta charset="utf-8"><base target="_blank"><body style="font-family:sans-serif;font-size:14px;margin:0">${safe.html}</body>`}
        style={{ width: '100%', minHeight: 240, border: 0 }}
        data-testid="email-html"
      />
    </>
  );
}
