export { Card } from './Card';
export type { CardProps, CardHeadingLevel } from './Card';
