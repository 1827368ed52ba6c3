import { OAuth2Server } from 'oauth2-mock-server';

// A local OpenID Connect server on loopback standing in for Google in the browser tests.
export const OIDC_CLIENT_ID = 'vocably-e2e-client';
export const OIDC_CLIENT_SECRET = 'vocably-e2e-secret';
export const OIDC_USER = {
  sub: 'google-e2e-user-1',
  // Not example.com: the admin users list test counts the example.com Google users found, and this
  // account, made whenever the Google sign-in test runs alongside it, would change that count mid-test.
  email: 'google.learner@example.org',
  name: 'Google Learner',
};

export type OidcIdentity = typeof OIDC_USER & { email_verified: boolean };

/** `identity` is whom the provider signs in next; tests change it (e.g. an unverified email). */
export async function startOidcProvider(port: number) {
  const identity: OidcIdentity = { ...OIDC_USER, email_verified: true };
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  let lastNonce: string | undefined;
  server.service.on('beforeAuthorizeRedirect', (_redirect, req) => {
    lastNonce = new URL(req.url ?? '/', 'http://localhost').searchParams.get('nonce') ?? undefined;
  });
  server.service.on('beforeTokenSigning', (token) => {
    Object.assign(token.payload, {
      ...identity,
      aud: OIDC_CLIENT_ID,
      ...(lastNonce ? { nonce: lastNonce } : {}),
    });
  });
  server.service.on('beforeUserinfo', (response) => {
    response.body = { ...identity };
  });
  await server.start(port, '127.0.0.1');
  return { server, identity, discoveryUrl: `${server.issuer.url}/.well-known/openid-configuration` };
}
