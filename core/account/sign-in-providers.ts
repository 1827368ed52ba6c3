import { z } from 'zod';
import { type SocialProvider, socialProviders } from './sign-in-provider-names';

export {
  type SignInProvider,
  type SocialProvider,
  signInProviderName,
  signInProviderNames,
  signInProviders,
  socialProviders,
} from './sign-in-provider-names';

// GET /api/auth-config: which social providers this deployment has configured.
export const authConfigSchema = z
  .object({
    providers: z.object(
      Object.fromEntries(socialProviders.map((provider) => [provider, z.boolean()])) as Record<
        SocialProvider,
        z.ZodBoolean
      >,
    ),
  })
  .meta({ id: 'AuthConfig' });

export type AuthConfig = z.infer<typeof authConfigSchema>;
