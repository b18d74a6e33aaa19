import DOMPurify from 'dompurify';

/** Whether a URL would load from elsewhere (a remote image tracks its reader). */
const remote = (url: string) => /^(https?:)?\/\//i.test(url.trim());

/**
 * A mail's HTML made safe to show (issue 41 §3): DOMPurify drops scripts, event handlers, forms and
 * frames; links open in a new tab without telling the page who opened them; unless `images`, remote
 * images (and remote backgrounds) are left out and counted, so the reader can ask for them.
 */
export function sanitizeMail(html: string, images: boolean): { html: string; blocked: number } {
  let blocked = 0;
  const purify = DOMPurify();
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A') {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
    if (images) return;
    for (const attr of ['src', 'srcset', 'background']) {
      const value = node.getAttribute(attr);
      if (value && remote(value.split(/[\s,]/)[0])) {
        node.removeAttribute(attr);
        blocked += 1;
      }
    }
    const style = node.getAttribute('style');
    if (style && /url\(/i.test(style)) {
      node.setAttribute('style', style.replace(/url\([^)]*\)/gi, 'none'));
      blocked += 1;
    }
  });
  const clean = purify.sanitize(html, {
    FORBID_TAGS: [
      'form',
      'input',
      'button',
      'textarea',
      'select',
      'iframe',
      'frame',
      'object',
      'embed',
      'style',
      'link',
      'meta',
      'base',
    ],
    ALLOW_DATA_ATTR: false,
  });
  return { html: clean, blocked };
}
