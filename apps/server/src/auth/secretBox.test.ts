import { describe, expect, it } from 'vitest';
import { createSecretBox } from './secretBox.js';

describe('the secret box (TOTP secrets at rest, issue 40 §4)', () => {
  const box = createSecretBox(Buffer.from('a deployment secret'));
  const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

  it('seals so that only its key opens, differently each time', () => {
    const [a, b] = [box.seal(secret), box.seal(secret)];
    expect(a).toMatch(/^v1\.[\w-]+\.[\w-]+$/);
    expect(a).not.toBe(b);
    expect(a).not.toContain(secret);
    expect([box.open(a), box.open(b)]).toEqual([secret, secret]);
    expect(createSecretBox(Buffer.from('another deployment')).open(a)).toBeNull();
  });

  it('refuses an altered or malformed sealed text, and passes a secret stored in clear through', () => {
    const sealed = box.seal(secret);
    const body = sealed.split('.')[2];
    const flipped = `${body[0] === 'A' ? 'B' : 'A'}${body.slice(1)}`;
    expect(box.open(`v1.${sealed.split('.')[1]}.${flipped}`)).toBeNull();
    for (const bad of [
      'v1.',
      'v1.x',
      'v1.AAAA.BBBB',
      'v1..',
      `${sealed}.extra`.replace(/\.[^.]*$/, '.'),
      'v1.\u0000.\ud800',
    ])
      expect(box.open(bad)).toBeNull();
    expect(box.open(secret)).toBe(secret);
  });
});
