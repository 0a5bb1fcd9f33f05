// Public API of @vendy/timeline: the timeline model and editor components (see README.md).
export * from './model';
