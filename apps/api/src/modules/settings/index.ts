// Server-wide settings stored as JSON under a key (app_settings), for any module or sandbox.
export { getSetting, setSetting, type SettingValue } from './service';
export { settingsModule } from './module';
