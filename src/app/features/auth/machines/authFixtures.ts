/**
 * What the auth machine is exercised with outside the product (src/app/machineKit/fixtures.ts):
 * invented people and answers of the identity provider, for the Machine Lab and the model-based
 * tests.
 */
import type { SignedInIdentity } from '@contract/entities';
import { doneEvent, errorEvent, type MachineFixtures } from '@app/machineKit/fixtures';

import type { RegistrationForm } from './authMachine';

export const ada: SignedInIdentity = {
  uid: 'uid-ada',
  displayName: 'Ada Quill',
  photoURL: '/api/uploads/ada.png',
  email: 'ada@coinwork.test',
};
export const newAccount: SignedInIdentity = {
  uid: 'uid-cy',
  displayName: null,
  photoURL: null,
  email: 'cy@coinwork.test',
};
export const cy: SignedInIdentity = {
  ...newAccount,
  displayName: 'Cy Marsh',
  photoURL: '/api/uploads/cy.png',
};
export const googleUser: SignedInIdentity = {
  uid: 'uid-dee',
  displayName: 'Dee Pine',
  photoURL: '/api/uploads/dee.png',
  email: 'dee@coinwork.test',
};
export const renamedAda: SignedInIdentity = {
  ...ada,
  displayName: 'Ada Q.',
  photoURL: '/api/uploads/ada2.png',
};

export const registration: RegistrationForm = {
  name: 'Cy Marsh',
  email: 'cy@coinwork.test',
  password: 'Str0ng!pass',
  role: 'buyer',
  photo: new File(['photo'], 'cy.png', { type: 'image/png' }),
};

export const authFixtures: MachineFixtures = {
  events: [
    { type: 'AUTH_STATE_CHANGED', identity: ada },
    { type: 'AUTH_STATE_CHANGED', identity: null },
    { type: 'REGISTER', ...registration },
    { type: 'LOGIN', email: 'ada@coinwork.test', password: 'secret-1' },
    { type: 'GOOGLE_LOGIN' },
    { type: 'LOGOUT' },
    { type: 'UPDATE_PROFILE', displayName: 'Ada Q.', photoURL: '/api/uploads/ada2.png' },
    doneEvent('createAccount', newAccount),
    errorEvent('createAccount', 'Firebase: Error (auth/email-already-in-use).'),
    { type: 'PHOTO_UPLOAD_PROGRESS', fraction: 0.5 },
    { type: 'PHOTO_UPLOADED', photoURL: '/api/uploads/cy.png' },
    { type: 'PHOTO_UPLOAD_FAILED', error: new Error('The image is larger than 5 MB.') },
    doneEvent('setRegisteredProfile', cy),
    errorEvent('setRegisteredProfile', 'Firebase: Error (auth/network-request-failed).'),
    doneEvent('saveRegisteredUser', { insertedId: 'user-cy', user: {} }),
    errorEvent('saveRegisteredUser', 'Saving failed.'),
    doneEvent('discardAccount'),
    errorEvent('discardAccount', 'Firebase: Error (auth/requires-recent-login).'),
    doneEvent('logIn', ada),
    errorEvent('logIn', 'Firebase: Error (auth/invalid-credential).'),
    doneEvent('signInWithGoogle', googleUser),
    errorEvent('signInWithGoogle', 'Firebase: Error (auth/popup-blocked).'),
    doneEvent('saveGoogleUser', { insertedId: 'user-dee', user: {} }),
    doneEvent('saveGoogleUser', { insertedId: null, user: {} }),
    errorEvent('saveGoogleUser', 'Saving failed.'),
    doneEvent('updateProfile', renamedAda),
    errorEvent('updateProfile', 'Firebase: Error (auth/requires-recent-login).'),
    doneEvent('signOut'),
    errorEvent('signOut', 'Firebase: Error (auth/network-request-failed).'),
  ],
};
