// Entry of /embed/loader.js, the script store themes include (theme app block, app embed or the
// manual embed code). The Vendy host is the origin the script itself was loaded from; a second copy
// of the script on the same page does nothing.
import { LOADER_PATH } from '@vendy/client/domain';
import { startLoader, type Loader } from './loader';

const w = window as Window & { vendyLoader?: Loader };
const script = (document.currentScript ??
  document.querySelector(`script[src$="${LOADER_PATH}"]`)) as HTMLScriptElement | null;
if (script?.src && !w.vendyLoader) w.vendyLoader = startLoader(new URL(script.src).origin);
