// Entry of the storefront embed (/embed/{widgetId}, /embed/ig/{feedId}). The layout viewers mount
// here; until a layout is resolved the frame shows nothing, so the host page never flashes content.
import { parseEmbedPath } from './path';

const root = document.getElementById('root');
const target = parseEmbedPath(window.location.pathname);
if (root) root.dataset.embed = target ? `${target.kind}:${target.id}` : 'none';
