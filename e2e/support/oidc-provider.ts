import { OAuth2Server } from 'oauth2-mock-server';

// A local OpenID Connect server on loopback standing in for Google in the browser tests.
export const OIDC_CLIENT_ID = 'vocably-e2e-client';
export const OIDC_CLIENT_SECRET = 'vocably-e2e-secret';
export const OIDC_USER = {
  sub: 'google-e2e-user-1',
  email: 'google.learner@example.com',
  name: 'Google Learner',
};

export async function startOidcProvider(port: number) {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  let lastNonce: string | undefined;
  server.service.on('beforeAuthorizeRedirect', (_redirect, req) => {
    lastNonce = new URL(req.url ?? '/', 'http://localhost').searchParams.get('nonce') ?? undefined;
  });
  server.service.on('beforeTokenSigning', (token) => {
    Object.assign(token.payload, {
      ...OIDC_USER,
      aud: OIDC_CLIENT_ID,
      email_verified: true,
      ...(lastNonce ? { nonce: lastNonce } : {}),
    });
  });
  server.service.on('beforeUserinfo', (response) => {
    response.body = { ...OIDC_USER, email_verified: true };
  });
  await server.start(port, '127.0.0.1');
  return { server, discoveryUrl: `${server.issuer.url}/.well-known/openid-configuration` };
}
