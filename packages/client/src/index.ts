export * from './contract';
export * from './request';
export * as validation from './validation';
export * as domain from './domain';
