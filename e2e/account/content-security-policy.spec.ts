import { expect, test } from '@playwright/test';

// The pages hydrate under the strict Content-Security-Policy: no inline script is refused.
test('public and account pages run under the CSP without violations', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  for (const path of ['/', '/pricing', '/login', '/signup', '/no-such-page']) {
    const response = await page.goto(path);
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self' 'sha256-");
    expect(response?.headers()['content-security-policy']).not.toContain("script-src 'self' 'unsafe-inline'");
  }
  // Hydrated: client-side validation runs.
  await page.goto('/signup');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Invalid email address')).toBeVisible();
  expect(violations).toEqual([]);
});
