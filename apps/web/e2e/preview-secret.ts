/** The draft preview's secret in the end-to-end rig (playwright.config.ts gives it to the web server). */
export const E2E_PREVIEW_SECRET = 'e2e-preview-secret-not-for-production';
