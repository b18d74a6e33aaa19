import { describe, expect, it } from 'vitest';
import { DEFAULT_APP_LINKS } from '@crm/contracts';
import { loadConfig } from './config.js';

const PG = 'postgres://u@db/crm';

describe('loadConfig: the links the web shows (IOS_STORE_URL, ANDROID_STORE_URL, SUPPORT_EMAIL)', () => {
  it('defaults to the stores’ front pages and the placeholder mailbox', () => {
    expect(loadConfig({}).appLinks).toEqual(DEFAULT_APP_LINKS);
  });

  it('reads each one', () => {
    expect(
      loadConfig({
        IOS_STORE_URL: 'https://apps.apple.com/in/app/sponsordesk/id123',
        ANDROID_STORE_URL: 'https://play.google.com/store/apps/details?id=com.sponsordesk',
        SUPPORT_EMAIL: 'help@sponsordesk.in',
      }).appLinks,
    ).toEqual({
      iosStoreUrl: 'https://apps.apple.com/in/app/sponsordesk/id123',
      androidStoreUrl: 'https://play.google.com/store/apps/details?id=com.sponsordesk',
      supportEmail: 'help@sponsordesk.in',
    });
  });

  it('refuses a link that is not a web address and a mailbox that is not an address, naming the variable', () => {
    expect(() => loadConfig({ IOS_STORE_URL: 'javascript:alert(1)' })).toThrow(/IOS_STORE_URL/);
    expect(() => loadConfig({ ANDROID_STORE_URL: 'not a url' })).toThrow(/ANDROID_STORE_URL/);
    expect(() => loadConfig({ SUPPORT_EMAIL: 'support' })).toThrow(/SUPPORT_EMAIL/);
  });
});

describe('loadConfig: file storage', () => {
  it('keeps files on disk by default', () => {
    expect(loadConfig({}).s3).toBeUndefined();
  });

  it('reads S3_*: region us-east-1, path-style on with an endpoint and off without, signed downloads off', () => {
    expect(loadConfig({ S3_BUCKET: 'crm' }).s3).toEqual({
      bucket: 'crm',
      endpoint: undefined,
      region: 'us-east-1',
      forcePathStyle: false,
      signedDownloads: false,
    });
    expect(
      loadConfig({
        S3_BUCKET: 'crm',
        S3_ENDPOINT: 'http://127.0.0.1:4569',
        S3_SIGNED_DOWNLOADS: 'on',
      }).s3,
    ).toMatchObject({
      endpoint: 'http://127.0.0.1:4569',
      forcePathStyle: true,
      signedDownloads: true,
    });
    expect(
      loadConfig({
        S3_BUCKET: 'crm',
        S3_ENDPOINT: 'https://s3.example.com',
        S3_REGION: 'eu-west-3',
        S3_FORCE_PATH_STYLE: 'off',
      }).s3,
    ).toMatchObject({ region: 'eu-west-3', forcePathStyle: false });
  });

  it('refuses S3 settings without S3_BUCKET, and bad values, naming the variable', () => {
    expect(() => loadConfig({ S3_ENDPOINT: 'http://127.0.0.1:4569' })).toThrow(
      /S3_ENDPOINT set but S3_BUCKET is not/,
    );
    expect(() => loadConfig({ S3_BUCKET: 'crm', S3_ENDPOINT: 'not a url' })).toThrow(/S3_ENDPOINT/);
    expect(() => loadConfig({ S3_BUCKET: 'crm', S3_SIGNED_DOWNLOADS: 'yes' })).toThrow(
      /S3_SIGNED_DOWNLOADS/,
    );
  });

  it('refuses several copies (REDIS_URL) with files on each copy’s disk unless SHARED_DATA_DIR=on', () => {
    const copies = { DATABASE_URL: PG, REDIS_URL: 'redis://127.0.0.1:6379' };
    expect(() => loadConfig(copies)).toThrow(/REDIS_URL.*S3_BUCKET.*SHARED_DATA_DIR=on/);
    expect(loadConfig({ ...copies, SHARED_DATA_DIR: 'on' }).s3).toBeUndefined();
    expect(loadConfig({ ...copies, S3_BUCKET: 'crm', JWT_SECRET: 'x'.repeat(32) }).s3?.bucket).toBe(
      'crm',
    );
    expect(() => loadConfig({ ...copies, SHARED_DATA_DIR: 'off' })).toThrow(/SHARED_DATA_DIR/);
  });

  it('refuses several copies (REDIS_URL) with a key per copy: JWT_SECRET is needed unless DATA_DIR is shared', () => {
    const copies = { DATABASE_URL: PG, REDIS_URL: 'redis://127.0.0.1:6379', S3_BUCKET: 'crm' };
    expect(() => loadConfig(copies)).toThrow(/REDIS_URL.*JWT_SECRET/);
    expect(loadConfig({ ...copies, JWT_SECRET: 'x'.repeat(32) }).jwtSecret).toBe('x'.repeat(32));
    expect(loadConfig({ ...copies, SHARED_DATA_DIR: 'on' }).jwtSecret).toBeUndefined();
  });
});

describe('loadConfig: PUBLIC_URL, the address links are written with', () => {
  it('defaults to localhost on PORT and drops a trailing slash', () => {
    expect(loadConfig({}).publicUrl).toBe('http://localhost:3000');
    expect(loadConfig({ PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
    expect(loadConfig({ PUBLIC_URL: 'https://crm.example.com/' }).publicUrl).toBe(
      'https://crm.example.com',
    );
  });

  it('refuses an address that is not http(s), naming the variable', () => {
    expect(() => loadConfig({ PUBLIC_URL: 'javascript:alert(1)' })).toThrow(/PUBLIC_URL/);
    expect(() => loadConfig({ PUBLIC_URL: 'crm.example.com' })).toThrow(/PUBLIC_URL/);
  });
});
