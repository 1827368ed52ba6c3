export * from './audit';
export * from './auth';
export * from './learning';
export * from './mail';
export * from './profile';
export * from './purchases';
export * from './webhooks';
export * from './words';
