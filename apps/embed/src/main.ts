// Entry of the storefront embed (/embed/{widgetId}, /embed/ig/{feedId}). Only framework-free code
// runs before the shopper presses play: this runtime, the layout viewers and the player's facade.
// React and the React player arrive in their own chunk on the first play (src/runtime/item-player).
import { startEmbed } from './runtime/app';
import { mountLayout } from './viewers';

const root = document.getElementById('root');
if (root) startEmbed(root, { mountLayout });
