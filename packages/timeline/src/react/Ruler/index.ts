export { Ruler, type RulerProps } from './Ruler';
