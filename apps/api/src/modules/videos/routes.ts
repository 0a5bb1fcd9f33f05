// HTTP routes of the videos module: the tus endpoint for resumable uploads. The HLS files are
// served by the storage module under its media address.
import type { HttpRoute } from '../../http/routes';
import { videoUploadRoutes } from './tus';

export const videosRoutes: HttpRoute[] = [...videoUploadRoutes];
