import { z } from 'zod';

const setName = z.string().trim().min(1, { message: 'The study set needs a name' }).max(100);
const description = z.string().trim().max(500).nullable();

export const myStudySetSchema = z
  .object({
    id: z.string(),
    name: z.string().nullable(),
    description: z.string().nullable(),
    itemCount: z.number().int(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'MyStudySet' });

export const myStudySetDetailSchema = myStudySetSchema
  .extend({ wordIds: z.array(z.string()).meta({ description: 'The set’s words, in order' }) })
  .meta({ id: 'MyStudySetDetail' });

export const createStudySetBodySchema = z
  .object({ name: setName, description: description.optional() })
  .strict()
  .meta({ id: 'CreateStudySet' });

export const updateStudySetBodySchema = z
  .object({ name: setName.optional(), description: description.optional() })
  .strict()
  .meta({ id: 'UpdateStudySet' });

export const myStudySetListSchema = z
  .object({ items: z.array(myStudySetSchema) })
  .meta({ id: 'MyStudySetList' });

export type MyStudySet = z.infer<typeof myStudySetSchema>;
export type MyStudySetDetail = z.infer<typeof myStudySetDetailSchema>;
export type CreateStudySetBody = z.infer<typeof createStudySetBodySchema>;
export type UpdateStudySetBody = z.infer<typeof updateStudySetBodySchema>;
