export * from './rules';
export * from './kebijakan';
