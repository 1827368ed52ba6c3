import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { appOrigin } from '../support/origin';
import { learnerWithWords } from './study-support';

// Screenshots for a person to look at, written only when E2E_SCREENSHOTS names a folder.
const shots = process.env.E2E_SCREENSHOTS;

// Achievements on the statistics screen, at a phone's width and a desktop's, in English and Hebrew:
// the first answer earns "First review", announced once, and listed with its date; the others show
// how far along the learner is.
const words = {
  en: {
    heading: 'Achievements',
    title: 'First review',
    toast: 'Achievement earned: First review',
    streak: '1 of 3',
  },
  he: { heading: 'הישגים', title: 'חזרה ראשונה', toast: 'הישג חדש: חזרה ראשונה', streak: '1 מתוך 3' },
} as const;

for (const width of [375, 1280] as const) {
  for (const language of ['en', 'he'] as const) {
    test.describe(`${width}px ${language}`, () => {
      test.use({ viewport: { width, height: 900 } });

      test('the first answer earns an achievement, announced once and listed on Statistics', async ({
        page,
        request,
      }) => {
        const t = words[language];
        const { wordIds } = await learnerWithWords(page, request, ['house']);
        await page.evaluate((lang) => localStorage.setItem('vocably-language', lang), language);
        const answered = await page.request.post('/api/me/reviews', {
          data: {
            id: crypto.randomUUID(),
            cardId: wordIds[0],
            method: 'flashcards',
            rating: 3,
            durationMs: 3000,
          },
          headers: { origin: appOrigin },
        });
        expect(answered.ok()).toBeTruthy();
        await page.goto('/dashboard/statistics');
        await expect(page.getByText(t.toast)).toBeVisible();
        const section = page.getByRole('region', { name: t.heading });
        await expect(section.getByRole('listitem')).toHaveCount(10);
        const first = section.getByRole('listitem').filter({ hasText: t.title });
        await expect(first).toHaveAttribute('data-earned', 'true');
        await expect(section.getByRole('listitem').filter({ hasText: t.streak }).first()).toBeVisible();
        await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 10_000 });
        await expectNoAxeViolations(page);
        if (shots) await section.screenshot({ path: `${shots}/achievements-${width}-${language}.png` });
        // Announced once: a second visit lists it without a toast.
        await page.reload();
        await expect(section.getByRole('listitem')).toHaveCount(10);
        await expect(page.getByText(t.toast)).toHaveCount(0);
      });
    });
  }
}
