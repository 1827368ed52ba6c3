import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { myStudySetDetailSchema, type updateStudySetBodySchema } from '~/core/sets/study-set';
import { apiClient, segment } from '~/web/lib/api-client';
import { writeSet } from './set-cache';

export type UpdateSetInput = z.input<typeof updateStudySetBodySchema>;

/** PATCH /api/me/study-sets/{id}: a new name or description. */
export const updateSet = ({ id, body }: { id: string; body: UpdateSetInput }) =>
  apiClient.patch(`/me/study-sets/${segment(id)}`, myStudySetDetailSchema, { body });

export function useUpdateSet() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateSet, onSuccess: (set) => writeSet(queryClient, set) });
}
