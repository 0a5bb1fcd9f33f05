export { vars } from './contract.css';
export { focusRing, visuallyHidden } from './focus.css';
