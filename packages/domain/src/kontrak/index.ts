export * from './dasar';
export * from './review';
