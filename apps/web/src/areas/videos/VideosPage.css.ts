// /videos: the asset pages' shared frame.
export { page, header, heading, panel } from '../../components/AssetListPage/assetPage.css';
