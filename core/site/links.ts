// Where the website sends people outside itself.
export const storeLinks = {
  ios: 'https://apps.apple.com/app/vocably-vocabulary-builder/id6479123456',
  android: 'https://play.google.com/store/apps/details?id=app.vocably',
} as const;

export const socialLinks = {
  twitter: 'https://twitter.com/vocablyapp',
  facebook: 'https://www.facebook.com/vocablyapp',
  instagram: 'https://www.instagram.com/vocablyapp',
} as const;

export const supportEmail = 'support@vocably.app';
