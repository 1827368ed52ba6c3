import type { Widen } from '../widen';

export const shell = {
  languageName: 'English',
  skipToContent: 'Skip to content',
  homeLabel: 'Vocably home',
  nav: {
    features: 'Features',
    pricing: 'Pricing',
    about: 'About',
    support: 'Support',
    faq: 'FAQ',
    userGuide: 'User Guide',
  },
  mainNav: 'Main',
  mobileNav: 'Mobile',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  signIn: 'Sign In',
  signOut: 'Sign Out',
  dashboard: 'Dashboard',
  downloadApp: 'Download App',
  darkMode: 'Dark mode',
  switchLanguage: 'Switch language',
  footer: {
    tagline: 'Master vocabulary with spaced repetition and active recall.',
    product: 'Product',
    company: 'Company',
    legal: 'Legal',
    resources: 'Resources',
    contact: 'Contact',
    privacy: 'Privacy Policy',
    terms: 'Terms of Service',
    social: 'Social media',
    twitter: 'Vocably on Twitter',
    facebook: 'Vocably on Facebook',
    instagram: 'Vocably on Instagram',
    rights: 'All rights reserved.',
  },
  store: {
    appStore: 'Download on the App Store',
    googlePlay: 'Get it on Google Play',
    newTab: '(opens in a new tab)',
  },
  notFound: {
    title: 'Page not found',
    description: 'The page you are looking for does not exist or has moved.',
    body: 'Check the address, or head back to a page you know.',
    goHome: 'Go Home',
    goBack: 'Go Back',
  },
} as const;

export type ShellMessages = Widen<typeof shell>;
