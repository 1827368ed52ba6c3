import { index, layout, type RouteConfig, route } from '@react-router/dev/routes';

export default [
  // Public marketing site: prerendered (see core/public-routes.ts).
  layout('routes/marketing/layout.tsx', [
    index('routes/marketing/home.tsx'),
    route('features', 'routes/marketing/features.tsx'),
    route('pricing', 'routes/marketing/pricing.tsx'),
    route('about', 'routes/marketing/about.tsx'),
    route('support', 'routes/marketing/support.tsx'),
    route('faq', 'routes/marketing/faq.tsx'),
    route('user-guide', 'routes/marketing/user-guide.tsx'),
    route('privacy', 'routes/marketing/privacy.tsx'),
    route('terms', 'routes/marketing/terms.tsx'),
    route('*', 'routes/marketing/not-found.tsx'),
  ]),
  // Account pages: standalone, client-rendered.
  layout('routes/account/layout.tsx', [
    route('login', 'routes/account/login.tsx'),
    route('signup', 'routes/account/signup.tsx'),
    route('forgot-password', 'routes/account/forgot-password.tsx'),
    route('reset-password', 'routes/account/reset-password.tsx'),
    route('verify-email', 'routes/account/verify-email.tsx'),
  ]),
  route('dashboard', 'routes/dashboard/dashboard.tsx'),
  // Admin portal: sign-in stands alone; everything else sits behind the admin guard and layout.
  route('admin/login', 'routes/admin/login.tsx'),
  route('admin', 'routes/admin/layout.tsx', [
    index('routes/admin/dashboard.tsx'),
    route('users', 'routes/admin/users.tsx'),
    route('users/:userId', 'routes/admin/user-detail.tsx'),
    route('words', 'routes/admin/words.tsx'),
    route('words/:wordId', 'routes/admin/word-detail.tsx'),
    route('subscriptions', 'routes/admin/subscriptions.tsx'),
    route('analytics', 'routes/admin/analytics.tsx'),
    route('permissions', 'routes/admin/permissions.tsx'),
    route('settings', 'routes/admin/settings.tsx'),
  ]),
] satisfies RouteConfig;
