import './global.css';

export { lightTheme, vars } from './contract.css';
export { focusRing, visuallyHidden } from './focus.css';
