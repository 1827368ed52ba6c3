export * from './audit';
export * from './context';
export * from './global-words';
export * from './profiles';
export * from './purchases';
export * from './users';
