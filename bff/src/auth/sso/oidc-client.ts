import * as oidc from 'openid-client';

/** The provider Rushes signs users in with (RUSHES_OIDC_*) and where it sends them back. */
export interface OidcSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** `<public URL>/v2/sso/callback`, as registered at the provider. */
  redirectUri: string;
}

/** What a sign-in's return must match, kept by Rushes between the start and the return. */
export interface OidcTransaction {
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** Who the provider says signed in, from the ID token (or its user info when the token has none). */
export interface OidcIdentity {
  subject: string;
  email: string | undefined;
  emailVerified: boolean | undefined;
  name: string | undefined;
}

export interface OidcClient {
  /** A new transaction and the provider's address to send the browser to. */
  start(loginHint: string): Promise<{ url: string; transaction: OidcTransaction }>;
  /**
   * Exchanges the code of the provider's return (`callbackUrl`) with the transaction's PKCE
   * verifier, and checks the ID token: issuer, audience, expiry, signature, nonce and state.
   * Throws on any mismatch or on an error the provider returned.
   */
  finish(callbackUrl: URL, transaction: OidcTransaction): Promise<OidcIdentity>;
}

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);
const flag = (value: unknown) =>
  typeof value === 'boolean' ? value : value === 'true' || (value === 'false' ? false : undefined);

/**
 * An OpenID Connect relying party (authorisation code flow with PKCE, state and nonce) through
 * `openid-client`. The provider's discovery document is read at the first sign-in and kept; a
 * failed read is tried again at the next.
 */
export function createOidcClient(settings: OidcSettings): OidcClient {
  let discovered: Promise<oidc.Configuration> | undefined;
  const configuration = () => {
    discovered ??= oidc
      .discovery(new URL(settings.issuer), settings.clientId, settings.clientSecret, undefined, {
        // an http:// issuer is the operator's choice (a provider on the same host or network)
        execute: settings.issuer.startsWith('http:') ? [oidc.allowInsecureRequests] : [],
      })
      .catch((error: unknown) => {
        discovered = undefined;
        throw error;
      });
    return discovered;
  };

  return {
    async start(loginHint) {
      const config = await configuration();
      const transaction = {
        state: oidc.randomState(),
        nonce: oidc.randomNonce(),
        codeVerifier: oidc.randomPKCECodeVerifier(),
      };
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: settings.redirectUri,
        scope: 'openid email profile',
        response_type: 'code',
        code_challenge: await oidc.calculatePKCECodeChallenge(transaction.codeVerifier),
        code_challenge_method: 'S256',
        state: transaction.state,
        nonce: transaction.nonce,
        ...(loginHint ? { login_hint: loginHint } : {}),
      });
      return { url: url.href, transaction };
    },

    async finish(callbackUrl, transaction) {
      const config = await configuration();
      const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: transaction.codeVerifier,
        expectedState: transaction.state,
        expectedNonce: transaction.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new Error('the provider answered without an ID token');
      // many providers keep the e-mail for the user info endpoint, for the same subject
      const info =
        text(claims.email) === undefined
          ? await oidc.fetchUserInfo(config, tokens.access_token, claims.sub)
          : claims;
      return {
        subject: claims.sub,
        email: text(info.email),
        emailVerified: flag(info.email_verified),
        name: text(info.name),
      };
    },
  };
}
