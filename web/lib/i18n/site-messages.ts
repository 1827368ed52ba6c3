// The public site's messages, every page in every language (about 16 KB of gzip JavaScript). Import
// them through ./messages; the app's pages only use its `format`, which does not pull these in.
import type { Locale } from '~/core/site/public-routes';
import type { DocPageMessages } from './doc-page-messages';
import { about as enAbout } from './en/about';
import { faq as enFaq, type FaqMessages } from './en/faq';
import { features as enFeatures, type FeaturesMessages } from './en/features';
import { home as enHome, type HomeMessages } from './en/home';
import { pricing as enPricing, type PricingMessages } from './en/pricing';
import { privacy as enPrivacy } from './en/privacy';
import { shell as enShell, type ShellMessages } from './en/shell';
import { support as enSupport, type SupportMessages } from './en/support';
import { terms as enTerms } from './en/terms';
import { userGuide as enUserGuide } from './en/user-guide';
import { about as heAbout } from './he/about';
import { faq as heFaq } from './he/faq';
import { features as heFeatures } from './he/features';
import { home as heHome } from './he/home';
import { pricing as hePricing } from './he/pricing';
import { privacy as hePrivacy } from './he/privacy';
import { shell as heShell } from './he/shell';
import { support as heSupport } from './he/support';
import { terms as heTerms } from './he/terms';
import { userGuide as heUserGuide } from './he/user-guide';

export type Messages = {
  shell: ShellMessages;
  home: HomeMessages;
  features: FeaturesMessages;
  pricing: PricingMessages;
  faq: FaqMessages;
  about: DocPageMessages;
  support: SupportMessages;
  userGuide: DocPageMessages;
  privacy: DocPageMessages;
  terms: DocPageMessages;
};

export const messages: Record<Locale, Messages> = {
  en: {
    shell: enShell,
    home: enHome,
    features: enFeatures,
    pricing: enPricing,
    faq: enFaq,
    about: enAbout,
    support: enSupport,
    userGuide: enUserGuide,
    privacy: enPrivacy,
    terms: enTerms,
  },
  he: {
    shell: heShell,
    home: heHome,
    features: heFeatures,
    pricing: hePricing,
    faq: heFaq,
    about: heAbout,
    support: heSupport,
    userGuide: heUserGuide,
    privacy: hePrivacy,
    terms: heTerms,
  },
};
