import { spawn } from 'node:child_process';
import type { Server } from 'node:http';
import { createInterface } from 'node:readline';
import { Provider } from 'oidc-provider';
import { freePort } from './serverProcess.js';

/** A person the test provider knows, by login: their address and the groups its role claim lists. */
export type ProviderAccount = {
  email: string;
  givenName: string;
  familyName: string;
  groups: string[];
};

/** A real OpenID Connect provider for tests (oidc-provider, the certified Node implementation), on 127.0.0.1. */
export type TestOidcProvider = {
  /** `http://127.0.0.1:<port>`: OIDC_ISSUER. */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /**
   * Signs `login` in at the provider as a browser would, from the app's authorization URL: the provider's
   * login form (any password), then its consent form; answers the redirect back to the app (its
   * callback URL with the code and state), without following it.
   */
  signIn: (authorizationUrl: string, login: string) => Promise<URL>;
  close: () => Promise<void>;
};

/** Cookies a browser keeps for one host, as `name=value`. */
class CookieJar {
  private cookies = new Map<string, string>();
  keep(res: Response) {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
  }
  header = () => [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
}

/**
 * A browser signing in at a provider whose client's redirect URI is `redirectUri` (TestOidcProvider's
 * signIn): follows the provider's pages from `authorizationUrl` and answers the redirect back.
 */
const browserAt =
  (redirectUri: string) =>
  async (authorizationUrl: string, login: string): Promise<URL> => {
    const jar = new CookieJar();
    let url = new URL(authorizationUrl);
    let form: URLSearchParams | undefined;
    for (let hop = 0; hop < 20; hop++) {
      const res = await fetch(url, {
        method: form ? 'POST' : 'GET',
        redirect: 'manual',
        headers: {
          cookie: jar.header(),
          ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        },
        body: form,
      });
      jar.keep(res);
      form = undefined;
      const location = res.headers.get('location');
      if (location) {
        url = new URL(location, url);
        if (url.href.startsWith(redirectUri)) return url;
        continue;
      }
      const page = await res.text();
      const action = page.match(/<form[^>]*action="([^"]+)"/)?.[1];
      if (!action)
        throw new Error(
          `the provider answered ${res.status} without a form: ${page.slice(0, 300)}`,
        );
      url = new URL(action.replace(/&amp;/g, '&'), url);
      const prompt = page.match(/name="prompt" value="(\w+)"/)?.[1];
      form = new URLSearchParams(
        prompt === 'login' ? { prompt, login, password: 'any' } : { prompt: prompt ?? 'consent' },
      );
    }
    throw new Error('the provider never sent the browser back');
  };

/**
 * Starts a provider with one client whose redirect URI is `redirectUri`, knowing `accounts` (by login);
 * its dev interactions (login and consent forms) stand in for a company's sign-in pages. An account
 * not in `accounts` cannot sign in (as a user deactivated at the provider).
 */
export async function startOidcProvider(
  redirectUri: string,
  accounts: Record<string, ProviderAccount>,
): Promise<TestOidcProvider> {
  const clientId = 'sponsordesk';
  const clientSecret = 'a-test-client-secret-of-some-length';
  let server: Server | undefined;
  const port = await freePort();
  const issuer = `http://127.0.0.1:${port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [redirectUri],
        response_types: ['code'],
        grant_types: ['authorization_code'],
      },
    ],
    async findAccount(_ctx, sub) {
      const a = accounts[sub];
      if (!a) return undefined;
      return {
        accountId: sub,
        claims: async () => ({
          sub,
          email: a.email,
          email_verified: true,
          given_name: a.givenName,
          family_name: a.familyName,
          groups: a.groups,
        }),
      };
    },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name', 'groups'],
    },
    conformIdTokenClaims: false, // the id token carries the scopes' claims, as most company providers do
    cookies: { keys: ['a-test-cookie-key-for-the-provider'] },
    features: { devInteractions: { enabled: true } },
    // lifetimes of its own (s), as a company provider sets them; the defaults log a notice each time
    ttl: { Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 3600, IdToken: 3600 },
    // a page of its own for the provider's errors (the default one logs a notice each time)
    async renderError(ctx, out) {
      ctx.type = 'html';
      ctx.body = `<h1>${String(out.error)}</h1>`;
    },
  });
  provider.on('server_error', () => undefined);
  await new Promise<void>((resolve) => {
    server = provider.listen(port, '127.0.0.1', () => resolve());
  });

  return {
    issuer,
    clientId,
    clientSecret,
    signIn: browserAt(redirectUri),
    close: () =>
      new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
  };
}

/** The child process entry that runs a provider on a clock of its own (oidcProviderChild.ts), from the repository root. */
const CHILD = 'apps/server/src/test/oidcProviderChild.ts';

/** A provider in a process of its own, whose clock a test can set apart from the app's. */
export type TestOidcProcess = TestOidcProvider & {
  /**
   * Sets the provider's clock `offsetMs` off the machine's (negative: behind; 0: back in step), so that
   * what it signs is dated by another clock than the app's: an id token issued two hours ago by its
   * clock has expired by the app's.
   */
  setClock: (offsetMs: number) => Promise<void>;
};

/**
 * startOidcProvider in a process of its own (oidcProviderChild.ts), talking JSON lines over its stdin and
 * stdout: the set-up and clock changes in, the issuer and each change's acknowledgement out. close() ends it.
 */
export async function startOidcProcess(
  redirectUri: string,
  accounts: Record<string, ProviderAccount>,
): Promise<TestOidcProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', CHILD], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`the provider process exited ${code}`))),
  );
  exited.catch(() => undefined);
  /** Sends `message` as a line and answers the child's next line, parsed. */
  const ask = async <T>(message: object): Promise<T> => {
    child.stdin.write(`${JSON.stringify(message)}\n`);
    const next = await Promise.race([lines.next(), exited]);
    return JSON.parse(next.value as string) as T;
  };
  const started = await ask<Pick<TestOidcProvider, 'issuer' | 'clientId' | 'clientSecret'>>({
    redirectUri,
    accounts,
  });
  return {
    ...started,
    signIn: browserAt(redirectUri),
    setClock: async (offsetMs) => void (await ask({ clockOffsetMs: offsetMs })),
    close: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.stdin.end();
      }),
  };
}
