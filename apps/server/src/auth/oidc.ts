import * as client from 'openid-client';
import type { RoleCode } from '@crm/contracts';

/** Single sign-on's settings (README, Configuration: OIDC_*; issue 40 §3). */
export type SsoConfig = {
  /** The provider's issuer URL; its discovery document is read from `/.well-known/openid-configuration`. */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** "Sign in with <name>" on the login page. */
  name: string;
  /** A new user for an address no user has, with the role the role claim maps to. */
  autoProvision: boolean;
  /** The claim holding the user's roles at the provider (a string or a list) and its values' role codes. */
  roleClaim?: string;
  roleMap: Record<string, RoleCode>;
  /** Password sign-in off for everyone but `breakGlassEmail`. */
  only: boolean;
  breakGlassEmail?: string;
};

/** What an identity provider said of the user who signed in: their verified address, names and the role claim's values. */
export type SsoIdentity = {
  email: string;
  firstName: string;
  lastName: string;
  roleValues: string[];
};

/** One sign-in's secrets, kept by the app until the provider sends the user back. */
export type SsoChecks = { state: string; nonce: string; codeVerifier: string };

/**
 * The OpenID Connect relying party (openid-client 6): discovery once, then the authorization code flow
 * with PKCE (S256), state and nonce; the client authenticates with its secret by HTTP Basic (the
 * standard's default). An `http:` issuer (a provider on this machine, as the tests start) is allowed; any
 * other must be https.
 */
export function oidcClient(config: SsoConfig, redirectUri: string) {
  let discovered: Promise<client.Configuration> | undefined;
  const configuration = () => {
    discovered ??= client
      .discovery(
        new URL(config.issuer),
        config.clientId,
        undefined,
        client.ClientSecretBasic(config.clientSecret),
        {
          execute:
            new URL(config.issuer).protocol === 'http:' ? [client.allowInsecureRequests] : [],
        },
      )
      .catch((e: unknown) => {
        discovered = undefined; // the provider may be back on the next sign-in
        throw e;
      });
    return discovered;
  };
  return {
    /** The provider's authorization URL for new checks (answered with them). */
    async start(): Promise<{ url: string; checks: SsoChecks }> {
      const checks = {
        state: client.randomState(),
        nonce: client.randomNonce(),
        codeVerifier: client.randomPKCECodeVerifier(),
      };
      const url = client.buildAuthorizationUrl(await configuration(), {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        code_challenge: await client.calculatePKCECodeChallenge(checks.codeVerifier),
        code_challenge_method: 'S256',
        state: checks.state,
        nonce: checks.nonce,
      });
      return { url: url.href, checks };
    },
    /**
     * Exchanges the code of `callbackUrl` (the provider's redirect, as received) under `checks`: the state,
     * the PKCE verifier and the id token's nonce, signature, issuer, audience and expiry are checked (a
     * throw otherwise). Answers the id token's address (which must be verified when the claim is there)
     * and the role claim's values.
     */
    async finish(callbackUrl: URL, checks: SsoChecks): Promise<SsoIdentity> {
      const tokens = await client.authorizationCodeGrant(await configuration(), callbackUrl, {
        pkceCodeVerifier: checks.codeVerifier,
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims()!;
      const email = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : '';
      if (!email || claims.email_verified === false) throw new Error('no verified email claim');
      const raw = config.roleClaim ? claims[config.roleClaim] : undefined;
      const roleValues = (Array.isArray(raw) ? raw : raw === undefined ? [] : [raw]).map(String);
      const text = (v: unknown) => (typeof v === 'string' ? v.trim().slice(0, 100) : '');
      return {
        email,
        firstName: text(claims.given_name),
        lastName: text(claims.family_name),
        roleValues,
      };
    },
  };
}
