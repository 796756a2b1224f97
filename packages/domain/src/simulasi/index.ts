export * from './simulasi';
