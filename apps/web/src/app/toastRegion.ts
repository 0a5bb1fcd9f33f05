// The one ui-kit export the lazily loaded toast region needs (a dynamic import of the kit's barrel
// itself would keep every component of the kit).
export { ToastRegion } from '@vendy/ui-kit';
