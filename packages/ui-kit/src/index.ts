export * from './theme';
export * from './exports-basic';
export * from './exports-composite';
