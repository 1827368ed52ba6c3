import type { QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { MyStudySet, MyStudySetDetail, myStudySetListSchema } from '~/core/sets/study-set';
import { setsKeys } from '~/web/lib/learner-data/sets-keys';

type MyStudySetList = z.infer<typeof myStudySetListSchema>;

const summaryOf = ({ wordIds: _, ...set }: MyStudySetDetail): MyStudySet => set;

/** A set as the server answered it: its detail, and its row in the list (first when new). */
export function writeSet(client: QueryClient, set: MyStudySetDetail) {
  client.setQueryData(setsKeys.detail(set.id), set);
  client.setQueryData<MyStudySetList>(setsKeys.list, (list) => {
    if (!list) return list;
    const found = list.items.some((item) => item.id === set.id);
    return {
      items: found
        ? list.items.map((item) => (item.id === set.id ? summaryOf(set) : item))
        : [summaryOf(set), ...list.items],
    };
  });
}

export function dropSet(client: QueryClient, id: string) {
  client.removeQueries({ queryKey: setsKeys.detail(id) });
  client.setQueryData<MyStudySetList>(setsKeys.list, (list) =>
    list ? { items: list.items.filter((item) => item.id !== id) } : list,
  );
}
