export * from './rules';
export * from './kebijakan';
export * from './periode';
