/** The Firebase project the server tests use in the Auth Emulator. */
export const TEST_PROJECT_ID = 'demo-coinwork-test';
