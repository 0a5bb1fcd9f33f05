export { ColorPicker, ColorPickerContext, hexOf } from './ColorPicker';
export type { ColorPickerProps } from './ColorPicker';
