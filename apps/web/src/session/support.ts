// The support address the app's menus and pages offer (kept apart from the shells, so that a page
// naming it does not bring the signed-in shells' menus along).
export const SUPPORT_EMAIL = 'support@vendy.app';
