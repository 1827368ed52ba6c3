// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Achievement } from '~/core/study/achievements';
import { languageStorageKey, lastLearnerStorageKey } from '~/web/lib/enhance/storage-keys';
import { toast } from '~/web/lib/toast';
import { announceEarnedAchievements } from './announce-earned';

vi.mock('~/web/lib/toast', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const earnedNow = (id: Achievement['id']): Achievement => ({
  id,
  earnedAt: new Date().toISOString(),
  progress: null,
});

function answeringAchievements(achievements: Achievement[]) {
  const urls: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    urls.push(String(url));
    return new Response(JSON.stringify({ achievements }), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return urls;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(toast.success).mockClear();
  localStorage.clear();
});

describe('announceEarnedAchievements', () => {
  it('announces, in the learner’s language, what the signed-in learner earned and this device has not told', async () => {
    localStorage.setItem(lastLearnerStorageKey, 'learner-1');
    localStorage.setItem(languageStorageKey, 'he');
    const urls = answeringAchievements([
      earnedNow('firstStudySet'),
      { ...earnedNow('firstStory'), earnedAt: null },
    ]);
    announceEarnedAchievements();
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith('הישג חדש: ערכת לימוד ראשונה'));
    expect(toast.success).toHaveBeenCalledTimes(1);
    expect(urls).toEqual([expect.stringContaining('/api/me/achievements')]);
    // Told once: a second change that earned nothing more says nothing.
    announceEarnedAchievements();
    await vi.waitFor(() => expect(urls).toHaveLength(2));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(toast.success).toHaveBeenCalledTimes(1);
  });

  it('asks nothing when no learner is known on this device', async () => {
    const urls = answeringAchievements([earnedNow('firstStudySet')]);
    announceEarnedAchievements();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(urls).toEqual([]);
    expect(toast.success).not.toHaveBeenCalled();
  });
});
