export * from './skm';
