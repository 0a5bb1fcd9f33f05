export * from './Dialog';
export * from './Table';
export * from './Tabs';
export * from './Menu';
export * from './Toast';
export * from './AppShell';
