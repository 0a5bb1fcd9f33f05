export { TimelineScale, type TimelineScaleProps } from './TimelineScale';
