import type { GenericOAuthConfig } from 'better-auth/plugins';
import type { Config } from '#src/config.ts';

/*
 * Google and Apple are OpenID Connect providers registered by discovery, so production and the tests'
 * local OpenID provider run the same code: only the issuer URL differs.
 */
export function oauthProviderConfigs(config: Config): GenericOAuthConfig[] {
  return config.auth.oauth.map((provider) => ({
    providerId: provider.id,
    clientId: provider.clientId,
    clientSecret: provider.clientSecret,
    discoveryUrl: `${provider.issuer.replace(/\/$/, '')}/.well-known/openid-configuration`,
    scopes: provider.id === 'apple' ? ['openid', 'email', 'name'] : ['openid', 'email', 'profile'],
    pkce: true,
    // Apple posts the result back as a form when name or e-mail are asked for.
    ...(provider.id === 'apple' ? { responseMode: 'form_post' as const } : {}),
    // Google: offline access with a consent prompt, as the spec's earlier version asked.
    ...(provider.id === 'google' ? { accessType: 'offline', prompt: 'consent' as const } : {}),
  }));
}
