import { z } from 'zod';
import { userProfileSchema } from '../profile/user-profile';
import { adminUserSchema, userClaimsSchema } from './admin-user';
import { storySchema, studySetSchema, userWordSchema } from './user-content';
import { userMailListSchema } from './user-mail';

// The detail page's single load (spec section 7: one operation for the whole page).
export const userFullDetailsSchema = z
  .object({
    user: adminUserSchema,
    claims: userClaimsSchema,
    profile: userProfileSchema.nullable(),
    words: z.array(userWordSchema),
    studySets: z.array(studySetSchema),
    stories: z.array(storySchema),
    mail: userMailListSchema,
  })
  .meta({ id: 'UserFullDetails' });

export type UserFullDetails = z.infer<typeof userFullDetailsSchema>;
