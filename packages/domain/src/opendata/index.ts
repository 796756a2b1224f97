export * from './terbit';
