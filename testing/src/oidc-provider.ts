import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/** A person the test provider knows: they sign in with their e-mail as their login. */
export interface ProviderAccount {
  email: string;
  name?: string;
  /** What the provider says of the address; unset, it says nothing. */
  emailVerified?: boolean;
}

export interface TestOidcProvider {
  /** The issuer (its discovery at `/.well-known/openid-configuration`). */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Adds or replaces a person the provider signs in. */
  addAccount(account: ProviderAccount): void;
  close(): Promise<void>;
}

/**
 * A real OpenID Connect provider (`oidc-provider`, OpenID-certified) on a free loopback port,
 * with one confidential client that may return to `redirectUri`, and the library's development
 * sign-in and consent pages: any login is accepted and names the account (an e-mail here).
 */
export async function startTestOidcProvider(redirectUri: string): Promise<TestOidcProvider> {
  const accounts = new Map<string, ProviderAccount>();
  const clientId = 'rushes';
  const clientSecret = 'a-test-client-secret-of-some-length';
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const issuer = `http://127.0.0.1:${port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    cookies: { keys: ['a-test-cookie-key'] },
    // lifetimes of its own, so the library does not warn of its defaults at each sign-in
    ttl: { Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 600, IdToken: 600 },
    async findAccount(_ctx, login) {
      const account = accounts.get(login.toLowerCase());
      if (!account) return undefined;
      return {
        accountId: login,
        claims: () => ({
          sub: login,
          email: account.email,
          ...(account.emailVerified === undefined ? {} : { email_verified: account.emailVerified }),
          ...(account.name ? { name: account.name } : {}),
        }),
      };
    },
  });
  server.on('request', provider.callback());
  return {
    issuer,
    clientId,
    clientSecret,
    addAccount: (account) => accounts.set(account.email.toLowerCase(), account),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A browser's cookies for one site, as far as the provider's pages need them. */
function cookieJar() {
  const cookies = new Map<string, string>();
  return {
    header: () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
    keep(response: Response) {
      for (const line of response.headers.getSetCookie()) {
        const [pair = ''] = line.split(';');
        const at = pair.indexOf('=');
        cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
      }
    },
  };
}

/**
 * Signs in at the provider as a browser would, from the authorisation address Rushes sent the
 * browser to: follows its redirects, answers its sign-in page with `login` and its consent page,
 * and stops at the first address off the provider (Rushes's callback), which it answers.
 */
export async function signInAtProvider(authorizationUrl: string, login: string): Promise<string> {
  const issuer = new URL(authorizationUrl).origin;
  const jar = cookieJar();
  let next: { url: string; form?: URLSearchParams } = { url: authorizationUrl };
  for (let step = 0; step < 20; step += 1) {
    if (new URL(next.url, issuer).origin !== issuer) return new URL(next.url, issuer).href;
    const response = await fetch(new URL(next.url, issuer), {
      method: next.form ? 'POST' : 'GET',
      headers: { cookie: jar.header() },
      body: next.form,
      redirect: 'manual',
    });
    jar.keep(response);
    const location = response.headers.get('location');
    if (location) {
      next = { url: location };
      continue;
    }
    const page = await response.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(page)?.[1];
    const prompt = /name="prompt" value="([^"]+)"/.exec(page)?.[1];
    if (!action || !prompt) throw new Error(`the provider answered ${response.status}: ${page}`);
    const form = new URLSearchParams({ prompt });
    if (prompt === 'login') {
      form.set('login', login);
      form.set('password', 'any');
    }
    next = { url: action, form };
  }
  throw new Error('the provider never sent the browser back');
}
