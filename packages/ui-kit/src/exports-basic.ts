export * from './icons';
export * from './Button';
export * from './TextField';
export * from './PasswordField';
export * from './Checkbox';
export * from './Switch';
