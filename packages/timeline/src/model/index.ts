// The timeline editor's pure model: data, geometry, rules as commands, undo/redo, server mapping.
export * from './types';
export * from './result';
export * from './geometry';
export * from './selectors';
export * from './state';
export * from './history';
export * from './convert';
export * from './save';
export * from './commands/media';
export * from './commands/placements';
export * from './commands/experiment';
export * from './commands/view';
export * from './commands/drag';
