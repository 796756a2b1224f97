export * from './risiko';
