export { ZoomControl, type ZoomControlProps } from './ZoomControl';
