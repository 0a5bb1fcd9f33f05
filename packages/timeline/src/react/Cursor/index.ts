export { Cursor, type CursorProps } from './Cursor';
